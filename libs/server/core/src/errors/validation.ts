import { ValidationPipe, type ValidationError } from '@nestjs/common';
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

/** The global pipe for both transports: whitelisted, transformed input; the first failure as one sentence. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new DomainError('VALIDATION_ERROR', firstMessage(errors)),
  });
}
