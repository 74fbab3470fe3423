/**
 * The lower quartile of response times. Noise on a busy machine (disk flushes, other processes)
 * only ever adds time, so this is what a patient prober would compare, and it holds steady where
 * a median moves with the noise.
 */
export function lowerQuartile(samples: number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 4)]!;
}

/** Milliseconds `work` took. */
export async function elapsedMs(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** Each kind's lower quartile, and `gap`: the median of the per-pair differences, in ms (never negative). */
export type PairedTimes<K extends string> = Record<K, number> & { gap: number };

/**
 * Times `pairs` requests of each of two kinds, one of each per pair, alternating which goes
 * first so that work one leaves running weighs on both alike. `settle` runs untimed after each
 * request (e.g. waits for the mail it sends after answering). The two requests of a pair run
 * back to back, so load that comes and goes slows both alike: the median of their differences
 * shows a systematic gap that comparing the kinds' own statistics would drown in that noise.
 */
export async function timePairs<K extends string>(
  kinds: readonly [K, K],
  pairs: number,
  send: (kind: K, pair: number) => Promise<unknown>,
  settle?: (kind: K, pair: number) => Promise<unknown>,
): Promise<PairedTimes<K>> {
  const samples = new Map<K, number[]>(kinds.map((kind) => [kind, []]));
  for (let pair = 0; pair < pairs; pair++) {
    for (const kind of pair % 2 === 0 ? kinds : [kinds[1], kinds[0]]) {
      samples.get(kind)!.push(await elapsedMs(() => send(kind, pair)));
      await settle?.(kind, pair);
    }
  }
  const [first, second] = kinds.map((kind) => samples.get(kind)!);
  const differences = first!.map((time, pair) => time - second![pair]!).sort((a, b) => a - b);
  const gap = Math.abs(differences[Math.floor(differences.length / 2)]!);
  return {
    ...(Object.fromEntries([...samples].map(([kind, times]) => [kind, lowerQuartile(times)])) as Record<K, number>),
    gap,
  };
}
