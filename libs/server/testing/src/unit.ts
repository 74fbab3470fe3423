// What fast unit specs use: nothing here starts an app, a database or a server.
import { DomainError } from '@coffer/server-core';

export { strictMock } from './strict-mock';

/** The DomainError code `promise` rejects with, or 'none' when it resolves; any other error is rethrown. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'none';
}
