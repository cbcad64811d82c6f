import { describe, expect, it } from 'vitest';
import type { PlyAnalysis } from './analysisProtocol';
import { decisiveMoment, moveQuality } from './decisive';

const at = (verdicts: ('win' | 'loss' | 'unknown')[]): Record<number, PlyAnalysis> =>
  Object.fromEntries(
    verdicts.map((verdict, ply) => [ply, { verdict, legal: 1, squares: {}, source: 'solver' }]),
  );

describe('decisive moment', () => {
  it('is the last move that turned a won position into a won one for the opponent', () => {
    // Verdicts for the side to move: moves 1–3 each threw a win away; the last of them decided.
    const plies = at(['win', 'win', 'win', 'win', 'loss', 'win', 'loss']);
    expect(moveQuality(plies, 1)).toBe('mistake');
    expect(moveQuality(plies, 4)).toBe('winning');
    expect(moveQuality(plies, 5)).toBe('forced');
    expect(decisiveMoment(plies, 6)).toEqual({ kind: 'move', move: 3 });
  });

  it('says the loser never stood to win when nobody erred', () => {
    expect(decisiveMoment(at(['loss', 'win', 'loss', 'win', 'loss']), 4)).toEqual({
      kind: 'never',
    });
  });

  it('waits for the verdicts it needs, but not for earlier ones', () => {
    expect(decisiveMoment(at(['unknown', 'unknown', 'win', 'loss']), 3)).toEqual({
      kind: 'pending',
    });
    expect(decisiveMoment(at(['unknown', 'win', 'win', 'loss']), 3)).toEqual({
      kind: 'move',
      move: 2,
    });
  });
});
