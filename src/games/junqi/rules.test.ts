import { describe, expect, it } from 'vitest';
import { parseSquare, SETUP_SQUARES, type Side, squareName } from './board';
import { combat } from './combat';
import { checkLayout, defaultLayout, layoutRecord, placementError } from './layout';
import { destinations, formatMove, movesOf } from './moves';
import type { Piece, Rank } from './pieces';
import { initialState, playMove, positionState, swap } from './state';

const sq = (name: string) => parseSquare(name)!;

/** A board with only these pieces: square → code such as "b9". */
function board(pieces: Record<string, string>): (Piece | null)[] {
  const b: (Piece | null)[] = Array.from({ length: 60 }, () => null);
  for (const [name, code] of Object.entries(pieces)) {
    const s = sq(name);
    b[s] = {
      side: code[0] === 'b' ? 0 : 1,
      rank: Number(code.slice(1)) as Rank,
      origin: s,
      moved: false,
    };
  }
  return b;
}

const reach = (b: (Piece | null)[], from: string) =>
  destinations(b, sq(from)).map(squareName).sort();

describe('the default layout', () => {
  it('keeps every setup rule, for both sides', () => {
    for (const side of [0, 1] as const) {
      const r = checkLayout(side, layoutRecord(defaultLayout(side)));
      expect(r.ok || r.error.message).toBe(true);
    }
  });

  it('gives blue 32 legal moves and red 34, as online-junqi lists them', () => {
    const start = positionState(initialState().board, 0);
    expect(movesOf(start.board, 0)).toHaveLength(32);
    expect(movesOf(start.board, 1)).toHaveLength(34);
  });

  it('allows 888 swaps with both pieces checked, where online-junqi’s one-sided check allows 1044', () => {
    const state = initialState();
    let both = 0;
    let oneSided = 0;
    for (const side of [0, 1] as Side[]) {
      for (const a of SETUP_SQUARES[side]!) {
        for (const b of SETUP_SQUARES[side]!) {
          if (a === b) continue;
          if (swap(state, side, a, b).ok) both++;
          // online-junqi's check: only the piece on the first square, on its new square.
          if (placementError(side, state.board[a]!.rank, b) === null) oneSided++;
        }
      }
    }
    expect(both).toBe(888);
    expect(oneSided).toBe(1044);
  });
});

describe('movement', () => {
  it('runs straight along a railroad over empty posts, and stops at the first piece', () => {
    const b = board({ a2: 'b5', a7: 'r7', e6: 'b4' });
    // a2 runs up column a to a6 and attacks a7; along row 2 to e2; one road step to a1, b3 (camp).
    expect(reach(b, 'a2')).toEqual([
      'a1',
      'a3',
      'a4',
      'a5',
      'a6',
      'a7',
      'b2',
      'b3',
      'c2',
      'd2',
      'e2',
    ]);
  });

  it('lets an engineer turn corners along the railroads, never through a piece', () => {
    const b = board({ a2: 'b9', c6: 'b7' });
    const r = reach(b, 'a2');
    expect(r).toContain('e11'); // up column a, along row 11, down column e
    expect(r).toContain('b6');
    expect(r).toContain('c7'); // round by a7: row 7 is open
    expect(r).not.toContain('c6'); // its own piece
    // Hemmed in on the railroad by its own pieces, it has only its road step into the camp.
    expect(reach(board({ b6: 'b9', a6: 'b7', c6: 'b7' }), 'b6')).toEqual(['b5']);
  });

  it('never moves a landmine, the flag, or a piece in a headquarters', () => {
    const b = board({ a1: 'b10', b1: 'b11', d1: 'b3', c2: 'b9' });
    expect(reach(b, 'a1')).toEqual([]);
    expect(reach(b, 'b1')).toEqual([]);
    expect(reach(b, 'd1')).toEqual([]);
  });

  it('never moves onto an occupied camp, so a piece in a camp cannot be attacked', () => {
    const b = board({ b5: 'r9', a5: 'b1', c4: 'b2' });
    expect(reach(b, 'a5')).not.toContain('b5');
    expect(reach(b, 'c4')).not.toContain('b5');
  });

  it('formats moves as a4-a5 and attacks as a6xa7', () => {
    const b = board({ a6: 'b5', a7: 'r7' });
    expect(formatMove(b, { from: sq('a6'), to: sq('a5') })).toBe('a6-a5');
    expect(formatMove(b, { from: sq('a6'), to: sq('a7') })).toBe('a6xa7');
  });
});

describe('combat', () => {
  const rules = { mineKillsBoth: false };
  it('follows the table, first rule that applies', () => {
    expect(combat(0, 1, rules)).toBe('both'); // a bomb takes anything with it
    expect(combat(5, 0, rules)).toBe('both');
    expect(combat(0, 11, rules)).toBe('both'); // a bomb on the flag: the flag is gone
    expect(combat(9, 11, rules)).toBe('won'); // anything takes the flag
    expect(combat(9, 10, rules)).toBe('won'); // the engineer clears a landmine
    expect(combat(1, 10, rules)).toBe('lost'); // anyone else dies on it
    expect(combat(1, 10, { mineKillsBoth: true })).toBe('both');
    expect(combat(3, 5, rules)).toBe('won');
    expect(combat(6, 4, rules)).toBe('lost');
    expect(combat(7, 7, rules)).toBe('both');
  });

  it('ends the game when a flag is taken', () => {
    const s = positionState(board({ b2: 'b9', b1: 'b11', c12: 'r8', d12: 'r11' }), 0);
    // Blue's engineer walks up? Not in one move: take the red flag from a neighbour instead.
    const near = positionState(board({ c12: 'b8', d12: 'r11', b1: 'b11', a9: 'r5' }), 0);
    const r = playMove(near, 0, sq('c12'), sq('d12'));
    expect(r.ok && r.value.state.result).toEqual({ winner: 0, reason: 'flag-captured' });
    expect(s.result).toBeNull();
  });
});
