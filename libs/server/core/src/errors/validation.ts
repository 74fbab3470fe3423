import { Injectable, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { DomainError } from './domain-error';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return message;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'Invalid request.';
}

/**
 * Text PostgreSQL cannot store: NUL (rejected in text columns and parameters) and UTF-16 halves
 * without their partner (not encodable as UTF-8). Such input fails the query with an error that
 * says nothing to the client, so it is refused before any service sees it.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** Throws VALIDATION_ERROR when `value` (a string, or plain objects and arrays of them) holds text PostgreSQL cannot store. */
export function assertStorable(value: unknown, label: string, depth = 0): void {
  if (typeof value === 'string') {
    if (!isStorableText(value)) {
      throw new DomainError(
        'VALIDATION_ERROR',
        `${label} contains a character that cannot be stored (a NUL character or an unpaired surrogate).`,
      );
    }
    return;
  }
  if (value === null || typeof value !== 'object' || depth > 32) return;
  if (Array.isArray(value)) {
    for (const item of value) assertStorable(item, label, depth + 1);
    return;
  }
  // Plain data only (JSON bodies, query strings, GraphQL inputs); never streams or uploads.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return;
  for (const [key, item] of Object.entries(value)) {
    assertStorable(key, label, depth + 1);
    assertStorable(item, `The field "${key.slice(0, 50)}"`, depth + 1);
  }
}

/**
 * The global pipe for both transports (REST body, query and path parameters; GraphQL arguments
 * and the variables bound to them): text PostgreSQL cannot store is refused first, then input is
 * whitelisted and transformed; the first failure as one sentence.
 */
@Injectable()
export class CofferValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new DomainError('VALIDATION_ERROR', firstMessage(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom')
      assertStorable(value, metadata.data ? `The field "${metadata.data}"` : 'The request');
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new CofferValidationPipe();
}
