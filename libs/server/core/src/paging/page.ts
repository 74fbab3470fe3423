import { DomainError } from '../errors/domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in canonical form: anything else cannot name a row, so callers answer not-found without a query. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * One page of a list: how many, and from which cursor. Forward (`first`/`after`) by default;
 * `backward` (`last`/`before`) takes the `first` rows just before `after`, i.e. before the cursor.
 */
export interface PageRequest {
  first: number;
  after?: string;
  backward: boolean;
}

/** A page of results with the cursors a client pages on. */
export interface Page<T> {
  items: Array<{ item: T; cursor: string }>;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/** What a client sends to page a list: `first`/`after` forward, or `last`/`before` backward. */
export interface PageArgs {
  first?: unknown;
  after?: unknown;
  last?: unknown;
  before?: unknown;
}

/**
 * Checks a client's paging arguments, from GraphQL (numbers) or a query string (digits). With
 * `last` or `before` the page goes backward (and `first`, which may carry a schema default, is
 * ignored). The size defaults to `defaultSize` and must lie between 1 and `maxSize`.
 */
export function parsePage(args: PageArgs, sizes: { defaultSize: number; maxSize: number }): PageRequest {
  const backward = isGiven(args.last) || isGiven(args.before);
  const raw = backward ? args.last : args.first;
  const cursor = backward ? args.before : args.after;
  const size = !isGiven(raw) ? sizes.defaultSize : typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : raw;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > sizes.maxSize) {
    throw new DomainError('VALIDATION_ERROR', `${backward ? 'last' : 'first'} must be between 1 and ${sizes.maxSize}.`);
  }
  if (isGiven(cursor) && typeof cursor !== 'string')
    throw new DomainError('VALIDATION_ERROR', 'The cursor is not valid.');
  return { first: size, after: isGiven(cursor) ? (cursor as string) : undefined, backward };
}

function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/**
 * Turns rows fetched with one extra (`first + 1`) into a page: the extra row only says that
 * another page follows. Backward rows come nearest-the-cursor first (the SQL order flipped); the
 * page lists them in the list's own order. The side the client came from has more rows exactly
 * when it gave a cursor (the row it names, at least, was there).
 */
export function toPage<T>(
  rows: T[],
  request: Pick<PageRequest, 'first' | 'after' | 'backward'>,
  cursorOf: (row: T) => string,
): Page<T> {
  const read = rows.slice(0, request.first);
  if (request.backward) read.reverse();
  const items = read.map((item) => ({ item, cursor: cursorOf(item) }));
  const more = rows.length > request.first;
  const cameFrom = request.after !== undefined;
  return {
    items,
    hasNextPage: request.backward ? cameFrom : more,
    hasPreviousPage: request.backward ? more : cameFrom,
    startCursor: items[0]?.cursor ?? null,
    endCursor: items.at(-1)?.cursor ?? null,
  };
}

/** An empty page (nothing to list for this caller). */
export function emptyPage<T>(): Page<T> {
  return { items: [], hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
}

/** An ORDER BY term or a keyset comparison as a backward page needs it: every direction flipped. */
export function flipOrder(term: string, backward: boolean): string {
  if (!backward) return term;
  return term.replace(/\b(ASC|DESC)\b|[<>]/g, (m) =>
    m === 'ASC' ? 'DESC' : m === 'DESC' ? 'ASC' : m === '<' ? '>' : '<',
  );
}

/** A keyset cursor: the sort values of the last row, opaque to clients. */
export function encodeCursor(values: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values of a newest-first keyset cursor: a time in whole microseconds (as text) and the row's UUID. */
export function isTimeIdCursor(values: unknown[]): values is [string, string] {
  return values.length === 2 && typeof values[0] === 'string' && /^\d{1,20}$/.test(values[0]) && isUuid(values[1]);
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
