/**
 * Keys no message of Parlour names, which a JSON parser nevertheless turns into own properties
 * (`JSON.parse('{"__proto__":1}')`). A schema would drop them silently; the edge refuses them
 * instead, so that what was sent is what is checked.
 */
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/** The path of the first unsafe key in a parsed JSON value, or null when there is none. */
export function unsafeKey(value: unknown, path: string[] = [], depth = 0): string | null {
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const key of Object.keys(value)) {
    if (UNSAFE.has(key)) return [...path, key].join('.');
    const inner = unsafeKey((value as Record<string, unknown>)[key], [...path, key], depth + 1);
    if (inner !== null) return inner;
  }
  return null;
}
