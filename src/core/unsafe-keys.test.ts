import { describe, expect, it } from 'vitest';
import { unsafeKey } from './unsafe-keys';

describe('keys no message names', () => {
  it('are found wherever a JSON parser put them', () => {
    expect(unsafeKey(JSON.parse('{"move":{"pieces":{"__proto__":5,"a1":3}}}'))).toBe(
      'move.pieces.__proto__',
    );
    expect(unsafeKey({ move: { constructor: 1 } })).toBe('move.constructor');
    expect(unsafeKey([{ prototype: 1 }])).toBe('0.prototype');
  });

  it('leave ordinary messages alone', () => {
    expect(unsafeKey({ matchId: 'abc', move: { type: 'swap', a: 'a1', b: 'a2' } })).toBeNull();
    expect(unsafeKey(null)).toBeNull();
    expect(unsafeKey('constructor')).toBeNull();
  });
});
