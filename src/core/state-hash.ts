import type { MatchState } from './match';

/** JSON with object keys in sorted order, so that equal values always give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A short fingerprint of a whole match state (the game's state, the seats, the version), for
 * recorded matches: a change of the rules that changes any hidden part of a state shows here
 * even when no view shows it. FNV-1a over the canonical JSON, in two 32-bit halves; no Node API,
 * so that it runs anywhere the rules do.
 */
export function stateHash(match: MatchState): string {
  // What the platform added later is hashed only where it differs from its default, so that the
  // hashes recorded before it keep meaning the same.
  // `moved` is derived from the order of the log, which the version already fingerprints.
  const { drawOffer, moved: _moved, ...rest } = match;
  const text = canonicalJson(drawOffer.length > 0 ? { ...rest, drawOffer } : rest);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
