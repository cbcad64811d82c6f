import { describe, expect, it } from 'vitest';
import type { KnightsView } from '../../../games/knights/rules';
import { replayView } from './replayView';

const final: KnightsView = {
  files: 3,
  ranks: 3,
  knights: [
    { square: 'b2', seat: 0 },
    { square: 'a1', seat: 1 },
  ],
  attacked: [],
  legal: [],
  toMove: null,
  outcome: null,
};

describe('replayView', () => {
  it('shows the empty board before the first move', () => {
    const v = replayView(final, 0, null);
    expect(v.knights).toEqual([]);
    expect(v.legal).toHaveLength(9);
    expect(v.toMove).toBe(0);
  });

  it('works out attacked and legal squares after some moves', () => {
    // A knight on b2 of a 3×3 board attacks nothing; one on a1 attacks b3 and c2.
    const v = replayView(final, 2, { winners: [1], reason: 'no-legal-square' });
    expect([...v.attacked].sort()).toEqual(['b3', 'c2']);
    expect([...v.legal].sort()).toEqual(['a2', 'a3', 'b1', 'c1', 'c3']);
    expect(v.toMove).toBe(0);
    expect(v.outcome).toEqual({ winners: [1], reason: 'no-legal-square' });
  });
});
