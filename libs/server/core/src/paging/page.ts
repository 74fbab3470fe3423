import { DomainError } from '../errors/domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in canonical form: anything else cannot name a row, so callers answer not-found without a query. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** One page of a list: how many, and after which cursor. */
export interface PageRequest {
  first: number;
  after?: string;
}

/** A page of results with the cursors a client pages on. */
export interface Page<T> {
  items: Array<{ item: T; cursor: string }>;
  hasNextPage: boolean;
  endCursor: string | null;
}

/**
 * Checks a client's `first` and `after`, from GraphQL (a number) or a query string (digits).
 * `first` defaults to `defaultSize` and must lie between 1 and `maxSize`.
 */
export function parsePage(
  first: unknown,
  after: unknown,
  sizes: { defaultSize: number; maxSize: number },
): PageRequest {
  const size =
    first === undefined || first === null
      ? sizes.defaultSize
      : typeof first === 'string' && /^\d{1,6}$/.test(first)
        ? Number(first)
        : first;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > sizes.maxSize) {
    throw new DomainError('VALIDATION_ERROR', `first must be between 1 and ${sizes.maxSize}.`);
  }
  if (after !== undefined && after !== null && typeof after !== 'string')
    throw new DomainError('VALIDATION_ERROR', 'The cursor is not valid.');
  return { first: size, after: after ?? undefined };
}

/**
 * Turns rows fetched with one extra (`first + 1`) into a page: the extra row only says that
 * another page follows.
 */
export function toPage<T>(rows: T[], first: number, cursorOf: (row: T) => string): Page<T> {
  const items = rows.slice(0, first).map((item) => ({ item, cursor: cursorOf(item) }));
  return { items, hasNextPage: rows.length > first, endCursor: items.at(-1)?.cursor ?? null };
}

/** A keyset cursor: the sort values of the last row, opaque to clients. */
export function encodeCursor(values: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** Reads a cursor made by `encodeCursor`; `accept` says whether its values have the expected shape. */
export function decodeCursor<T extends unknown[]>(cursor: string, accept: (values: unknown[]) => values is T): T {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(values) && accept(values)) return values;
  } catch {
    // not base64url JSON: answered below
  }
  throw new DomainError('VALIDATION_ERROR', 'The cursor is not valid.');
}
