/** What a filter does with the bytes at the current point of a stream. */
export type FilterStep =
  /** More bytes than those at hand are needed to decide (a header straddles two reads). */
  | { wait: true }
  /** Pass on the next `keep` bytes. */
  | { keep: number }
  /** Skip the next `drop` bytes without holding them. */
  | { drop: number }
  /** Pass on everything from here on, as it is. */
  | { passRest: true }
  /** Nothing further is needed: stop reading. */
  | { end: true };

export const WAIT: FilterStep = { wait: true };

/**
 * Streams `source` through a filter that decides, at each unit of a format (a chunk, a segment),
 * how many bytes to keep or drop. Kept bytes are passed on as views of the reads; dropped ones are
 * never held; only the few bytes of a header that straddles two reads are copied.
 */
export async function* filterBytes(
  source: AsyncIterable<Buffer>,
  decide: (data: Buffer) => FilterStep,
): AsyncGenerator<Buffer> {
  let pending: Buffer | null = null;
  let keep = 0;
  let drop = 0;
  let passRest = false;
  for await (const read of source) {
    let data: Buffer = pending ? Buffer.concat([pending, read]) : read;
    pending = null;
    while (data.length > 0) {
      if (passRest) {
        yield data;
        break;
      }
      if (drop > 0 || keep > 0) {
        const n = Math.min(drop || keep, data.length);
        if (drop > 0) drop -= n;
        else {
          yield data.subarray(0, n);
          keep -= n;
        }
        data = data.subarray(n);
        continue;
      }
      const step = decide(data);
      if ('wait' in step) {
        pending = Buffer.from(data);
        break;
      }
      if ('end' in step) return;
      if ('keep' in step && step.keep > 0) keep = step.keep;
      else if ('drop' in step && step.drop > 0) drop = step.drop;
      else passRest = true;
    }
  }
  if (pending) yield pending;
}
