import { applyDecorators } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiProduces,
  ApiProperty,
  ApiResponse,
  ApiSchema,
  ApiSecurity,
  getSchemaPath,
  type OpenAPIObject,
  type OperationObject,
} from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from '@coffer/shared-contracts';
import { ERROR_HTTP_STATUS } from '../errors/error-map';

/** Security scheme names in the OpenAPI description. */
export const SESSION_SCHEME = 'session';
export const TOKEN_SCHEME = 'accessToken';

/** Every REST error body (docs/rest-api.md, Errors). */
@ApiSchema({ name: 'Error' })
export class ErrorResponseDto {
  @ApiProperty({ description: 'The HTTP status again.', example: 404 })
  statusCode: number;

  @ApiProperty({
    description: 'Machine-readable; one of the codes listed for the answer.',
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    example: 'FILE_NOT_FOUND',
  })
  code: ErrorCode;

  @ApiProperty({ description: 'One sentence for people; never an array.', example: 'File not found.' })
  message: string;
}

@ApiSchema({ name: 'Ok' })
export class OkResponseDto {
  @ApiProperty({ enum: [true] }) ok: true;
}

@ApiSchema({ name: 'Message' })
export class MessageResponseDto {
  @ApiProperty({ description: 'One sentence for people.' }) message: string;
}

/** A code, or a code with the status a route answers it with when that differs from the usual one. */
export type DocumentedError = ErrorCode | readonly [ErrorCode, number];

function errorResponse(codes: readonly string[]) {
  return {
    description: codes.join(', '),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: getSchemaPath(ErrorResponseDto) },
            { type: 'object', properties: { code: { type: 'string', enum: [...codes] } } },
          ],
        },
      },
    },
  };
}

/**
 * Documents a route's error answers, grouped by status, each with the codes it may carry. Use it
 * once per route: a second use would replace the first's answers of the same status.
 */
export function ApiErrors(...errors: DocumentedError[]): MethodDecorator & ClassDecorator {
  const byStatus = new Map<number, string[]>();
  for (const error of errors) {
    const [code, status] = typeof error === 'string' ? [error, ERROR_HTTP_STATUS[error]] : error;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return applyDecorators(
    ApiExtraModels(ErrorResponseDto),
    ...[...byStatus].map(([status, codes]) => ApiResponse({ status, ...errorResponse(codes) })),
  );
}

/** A route for signed-in callers: the session cookie or an access token (401 and 403 are added by addCommonErrors). */
export function ApiSignedIn(): MethodDecorator & ClassDecorator {
  return applyDecorators(ApiSecurity(SESSION_SCHEME), ApiSecurity(TOKEN_SCHEME));
}

/** A public route that uses the caller's session or token when there is one. */
export function ApiOptionalSignIn(): MethodDecorator & ClassDecorator {
  return applyDecorators(ApiSecurity(SESSION_SCHEME), ApiSecurity(TOKEN_SCHEME), ApiSecurity({}));
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

interface ErrorContent {
  description?: string;
  content?: { 'application/json'?: { schema?: { allOf?: Array<{ properties?: { code?: { enum?: string[] } } }> } } };
}

function addError(responses: Record<string, ErrorContent>, status: number, code: string): void {
  const existing = responses[String(status)];
  const codes = existing?.content?.['application/json']?.schema?.allOf?.[1]?.properties?.code?.enum;
  if (!existing) responses[String(status)] = errorResponse([code]);
  else if (codes && !codes.includes(code)) responses[String(status)] = errorResponse([...codes, code]);
}

/**
 * Errors any route of a kind may answer, added here so the per-route decorators list only what is
 * particular to the route: no credentials (401) or a token without the scope (403) on signed-in
 * routes, the origin check on state-changing methods (docs/rest-api.md, Cross-site requests),
 * the operation budget on signed-in routes, and 500 everywhere. Routes that name no security
 * scheme are public and get an explicit empty one.
 */
export function addCommonErrors(document: OpenAPIObject): void {
  for (const pathItem of Object.values(document.paths)) {
    for (const [method, entry] of Object.entries(pathItem) as Array<[string, unknown]>) {
      if (!entry || typeof entry !== 'object' || !('responses' in entry)) continue;
      const operation = entry as OperationObject;
      const responses = operation.responses as Record<string, ErrorContent>;
      // Public routes say so (security: []) rather than leave it unsaid.
      operation.security ??= [];
      const security: Array<Record<string, string[]>> = operation.security;
      const signedIn = security.length > 0;
      if (signedIn && security.every((requirement) => Object.keys(requirement).length > 0)) {
        addError(responses, 401, 'UNAUTHORIZED');
        addError(responses, 403, 'FORBIDDEN');
      }
      if (STATE_CHANGING.has(method)) addError(responses, 403, 'FORBIDDEN_ORIGIN');
      if (signedIn) addError(responses, 429, 'RATE_LIMITED');
      addError(responses, 500, 'INTERNAL_ERROR');
    }
  }
}

const BYTES = { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };

/**
 * The answers of a route that streams a file's bytes: 200 with all of them, 206 with one range,
 * 304 when If-None-Match names the content hash. `notes` adds to each description.
 */
export function ApiByteResponses(notes: { full?: string; notModified?: string } = {}): MethodDecorator {
  return applyDecorators(
    ApiProduces('application/octet-stream'),
    ApiResponse({ status: 200, description: `The bytes${notes.full ?? ''}.`, content: BYTES }),
    ApiResponse({ status: 206, description: 'One byte range, with Content-Range.', content: BYTES }),
    ApiResponse({
      status: 304,
      description: `If-None-Match names the ETag (the content hash): no bytes${notes.notModified ?? ''}.`,
    }),
  );
}
