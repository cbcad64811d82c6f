/** A benchmark's setting from the environment: a whole number, or a clear error naming it. */
export function wholeNumber(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name}: a whole number ≥ ${min}`);
  return n;
}
