import type { ErrorCode } from '@coffer/shared-contracts';
import { DomainError } from '../errors/domain-error';
import { ERROR_AUDIENCE } from '../errors/error-audience';
import type { UserErrorModel } from './user-error.model';

/** A mutation payload: the result, or null with why in `userErrors`. */
export type Payload<K extends string, T> = { [key in K]: T | null } & { userErrors: UserErrorModel[] };

/**
 * Runs a payload mutation's service call. A DomainError whose code ERROR_AUDIENCE calls a user
 * error becomes `{ [key]: null, userErrors: [...] }`; its field path is `['input', field]` when
 * the service named the field (DomainError.at), else `fields[code]`, else null. Anything else is
 * thrown as a top-level error.
 */
export async function withUserErrors<K extends string, T>(
  key: K,
  run: () => Promise<T>,
  fields: Partial<Record<ErrorCode, string[]>> = {},
): Promise<Payload<K, T>> {
  try {
    return { [key]: await run(), userErrors: [] } as Payload<K, T>;
  } catch (error) {
    if (!(error instanceof DomainError) || ERROR_AUDIENCE[error.code] !== 'userError') throw error;
    const field = error.field !== undefined ? ['input', error.field] : (fields[error.code] ?? null);
    const userError: UserErrorModel = { field, code: error.code, message: error.message };
    return { [key]: null, userErrors: [userError] } as Payload<K, T>;
  }
}
