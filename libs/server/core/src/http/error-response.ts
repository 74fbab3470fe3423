import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where GraphQL is served over HTTP (and graphql-ws over WebSocket). */
export const GRAPHQL_PATH = '/api/graphql';

const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

export interface ErrorResponse {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

type AnyRequest = IncomingMessage & { originalUrl?: string };

/** True for requests to the GraphQL endpoint, whose every answer must be GraphQL-shaped. */
export function isGraphqlRequest(req: AnyRequest): boolean {
  const url = req.originalUrl ?? req.url ?? '';
  const path = url.split('?')[0]!.replace(/\/+$/, '');
  return path === GRAPHQL_PATH;
}

/**
 * The one way to answer a refusal outside a handler (middleware, body parsers, early upload
 * checks, the exception filter). REST clients get `{statusCode, code, message}`; the GraphQL
 * endpoint answers `{errors: [...]}` as the GraphQL-over-HTTP specification describes, so
 * GraphQL clients show the message instead of a bare network error.
 */
export function sendErrorResponse(req: AnyRequest, res: ServerResponse, error: ErrorResponse): void {
  const headers = error.headers ?? {};
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.statusCode = error.status;
  let body: string;
  if (isGraphqlRequest(req)) {
    const accept = String(req.headers.accept ?? '');
    res.setHeader(
      'Content-Type',
      `${accept.includes(GRAPHQL_RESPONSE_TYPE) ? GRAPHQL_RESPONSE_TYPE : 'application/json'}; charset=utf-8`,
    );
    const retryAfter = headers['Retry-After'];
    body = JSON.stringify({
      errors: [
        {
          message: error.message,
          extensions: {
            code: error.code,
            statusCode: error.status,
            ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}),
          },
        },
      ],
    });
  } else {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    body = JSON.stringify({ statusCode: error.status, code: error.code, message: error.message });
  }
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
