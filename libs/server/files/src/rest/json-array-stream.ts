import { once } from 'node:events';
import type { Response } from 'express';

/** Items serialised per write: small enough to stay in the young generation, large enough to write few chunks. */
const BATCH = 256;

/**
 * Sends `{ "<field>": [ ...items ] }` as JSON written a batch at a time. A listing of tens of
 * thousands of items is never one multi-megabyte string and buffer (which the collector would
 * have to move out of the young generation), and the client starts reading while the rest is
 * serialised. Waits for the socket when it is full.
 */
export async function sendJsonArray<T>(
  res: Response,
  field: string,
  items: readonly T[],
  map: (item: T) => unknown,
): Promise<void> {
  res.status(200).type('application/json');
  let prefix = `{${JSON.stringify(field)}:[`;
  for (let i = 0; i < items.length; i += BATCH) {
    const batch = JSON.stringify(items.slice(i, i + BATCH).map(map));
    if (!res.write(`${prefix}${batch.slice(1, -1)}`)) await once(res, 'drain');
    prefix = ',';
  }
  res.end(items.length === 0 ? `${prefix}]}` : ']}');
}
