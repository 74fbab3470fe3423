/**
 * The rows of a raw `manager.query()` with RETURNING. TypeORM answers UPDATE and DELETE with
 * `[rows, affectedCount]` but INSERT and SELECT with the rows alone.
 */
export function returningRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
