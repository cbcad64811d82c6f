/**
 * Keys no message of Parlour names, which a JSON parser nevertheless turns into own properties
 * (`JSON.parse('{"__proto__":1}')`). A schema would drop them silently; the edge refuses them
 * instead, so that what was sent is what is checked.
 */
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/** The path of the first unsafe key in a parsed JSON value, or null when there is none. */
export function unsafeKey(value: unknown, depth = 0): string | null {
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (UNSAFE.has(key)) return key;
    const inner = unsafeKey((value as Record<string, unknown>)[key], depth + 1);
    // The path is built only on the way out of a refusal: every message is scanned.
    if (inner !== null) return `${key}.${inner}`;
  }
  return null;
}
