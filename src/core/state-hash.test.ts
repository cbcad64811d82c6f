import { describe, expect, it } from 'vitest';
import { knights } from '../games/knights';
import { applyEntry, startMatch } from './match';
import { canonicalJson, stateHash } from './state-hash';

describe('the state hash of recorded matches', () => {
  it('does not depend on the order of object keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(canonicalJson({ a: 1, skip: undefined })).toBe('{"a":1}');
  });

  it('changes with any part of the state, the hidden ones included', () => {
    const spec = { game: 'knights', options: {}, seats: 2, seed: 's' };
    const m0 = startMatch(knights, spec);
    const moved = applyEntry(knights, m0, { kind: 'move', seat: 0, move: { square: 'a1' } });
    if (!moved.ok) throw new Error(moved.error.message);
    const hashes = new Set([
      stateHash(m0),
      stateHash(moved.value.match),
      stateHash({ ...m0, seats: m0.seats.map((s) => ({ ...s, away: true })) }),
    ]);
    expect(hashes.size).toBe(3);
    expect(stateHash(startMatch(knights, spec))).toBe(stateHash(m0));
  });
});
