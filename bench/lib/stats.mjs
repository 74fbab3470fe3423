// Small statistics helpers shared by every benchmark: median, spread, percentiles, repetition.

export function median(values) {
  return percentile(values, 50);
}

/** Nearest-rank percentile of `values` (p in 0..100). */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** Coefficient of variation (stddev / mean). */
export function cv(values) {
  if (values.length < 2) return 0;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1);
  return mean ? Math.sqrt(variance) / mean : 0;
}

/** Summary of repeated measurements: { median, min, max, cv, runs, values }. */
export function summary(values) {
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    cv: cv(values),
    runs: values.length,
    values,
  };
}

/**
 * Runs `fns` (an object of named async measurements) `warmup` times (discarded) and then `runs`
 * times, interleaved (a, b, a, b, …) so noise from the shared machine hits every side alike.
 * Each fn answers a number (or an object of numbers). Answers { name: summary } ({ name: { field: summary } }).
 */
export async function interleaved(fns, { runs, warmup = 1 }) {
  const names = Object.keys(fns);
  const values = Object.fromEntries(names.map((n) => [n, []]));
  for (let i = 0; i < warmup + runs; i++) {
    for (const name of names) {
      const v = await fns[name](i);
      if (i >= warmup) values[name].push(v);
    }
  }
  return Object.fromEntries(names.map((n) => [n, summarize(values[n])]));
}

/** Numbers → summary; objects of numbers → { field: summary }. */
function summarize(list) {
  if (typeof list[0] !== 'object') return summary(list);
  return Object.fromEntries(Object.keys(list[0]).map((k) => [k, summary(list.map((v) => v[k]))]));
}

/** Run-by-run sum of two summaries' values (e.g. framework floor + SQL time). */
export function sumOf(a, b) {
  return summary(a.values.map((v, i) => v + (b?.values[i] ?? 0)));
}

export const MIB = 1024 * 1024;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
