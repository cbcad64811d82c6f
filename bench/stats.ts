/** Small statistics helpers shared by the benchmarks. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summarise(samples: number[]): { n: number; p50: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

export function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/**
 * The Wilson score interval of a proportion (`k` successes in `n` trials), in percent, at the
 * normal quantile `z` (1.96: a 95% interval): sound near 0% and 100%, where the plain one is not.
 */
export function wilsonPercent(k: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 100 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return {
    low: round(100 * Math.max(0, centre - half), 1),
    high: round(100 * Math.min(1, centre + half), 1),
  };
}

/** A mean with its normal-approximation interval (95% by default): mean ± z·sd/√n. */
export function meanInterval(
  samples: readonly number[],
  z = 1.96,
): { mean: number; low: number; high: number } {
  const n = samples.length;
  if (n === 0) return { mean: Number.NaN, low: Number.NaN, high: Number.NaN };
  const mean = samples.reduce((s, x) => s + x, 0) / n;
  const variance = n > 1 ? samples.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  const half = z * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half };
}
