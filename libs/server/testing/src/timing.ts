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

/** How many pairs to time, and the gap (in ms, from each kind's lower quartile) that counts as a leak. */
export interface PairPlan<K extends string> {
  /** Pairs in each round. */
  pairs: number;
  /** The most pairs in all (a whole number of rounds); defaults to one round. */
  upTo?: number;
  tolerance: (times: Record<K, number>) => number;
}

/** Each kind's lower quartile; `gap`, the median of the per-pair differences in ms (never negative); the tolerance it is judged by. */
export type PairedTimes<K extends string> = Record<K, number> & { gap: number; tolerance: number; pairs: number };

// The normal quantile of a two-sided 99 % interval.
const Z_99 = 2.576;

/**
 * The sorted differences' distribution-free 99 % confidence interval for their median (from the
 * binomial's normal approximation: the median lies between these order statistics 99 times in 100).
 */
function medianInterval(sorted: number[]): [number, number] {
  const k = Math.max(0, Math.floor((sorted.length - Z_99 * Math.sqrt(sorted.length)) / 2));
  return [sorted[k]!, sorted[sorted.length - 1 - k]!];
}

/**
 * Times requests of two kinds in pairs, one of each per pair, alternating which goes first so
 * that work one leaves running weighs on both alike. `settle` runs untimed after each request
 * (e.g. waits for the mail it sends after answering). The two requests of a pair run back to
 * back, so load that comes and goes slows both alike: the median of their differences shows a
 * systematic gap that comparing the kinds' own statistics would drown in that noise.
 *
 * On a busy machine one round can be too noisy to tell: sampling goes on, round by round up to
 * `upTo`, while the median's 99 % interval straddles the tolerance, and stops as soon as it lies
 * wholly inside it (no leak) or wholly outside (a leak). The caller judges `gap` against
 * `tolerance`; more pairs only make that estimate sharper, they never relax the bound.
 */
export async function timePairs<K extends string>(
  kinds: readonly [K, K],
  plan: PairPlan<K>,
  send: (kind: K, pair: number) => Promise<unknown>,
  settle?: (kind: K, pair: number) => Promise<unknown>,
): Promise<PairedTimes<K>> {
  const samples = new Map<K, number[]>(kinds.map((kind) => [kind, []]));
  const upTo = plan.upTo ?? plan.pairs;
  for (let pair = 0; ; pair++) {
    for (const kind of pair % 2 === 0 ? kinds : [kinds[1], kinds[0]]) {
      samples.get(kind)!.push(await elapsedMs(() => send(kind, pair)));
      await settle?.(kind, pair);
    }
    if ((pair + 1) % plan.pairs !== 0) continue;
    const [first, second] = kinds.map((kind) => samples.get(kind)!);
    const differences = first!.map((time, i) => time - second![i]!).sort((a, b) => a - b);
    const times = Object.fromEntries([...samples].map(([kind, all]) => [kind, lowerQuartile(all)])) as Record<
      K,
      number
    >;
    const tolerance = plan.tolerance(times);
    const [low, high] = medianInterval(differences);
    const decided = (-tolerance < low && high < tolerance) || low >= tolerance || high <= -tolerance;
    if (decided || pair + 1 >= upTo) {
      const gap = Math.abs(differences[Math.floor(differences.length / 2)]!);
      return { ...times, gap, tolerance, pairs: pair + 1 };
    }
  }
}
