import { DomainError } from '@coffer/server-core';

/**
 * WebAuthn options and answers cross GraphQL as JSON text (their shape is the WebAuthn JSON
 * standard's, not ours to retype): an answer that is not JSON is a validation error.
 */
export function parseWebauthnJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DomainError('VALIDATION_ERROR', 'The passkey answer is not JSON text.');
  }
}
