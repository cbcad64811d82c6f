import { describe, expect, it } from 'vitest';
import { playSquare, setup } from '../rules';
import { analyzePosition, analyzeState, PositionError } from './api';
import { formatPosition, parsePosition } from './notation';

describe('position notation', () => {
  it('reads files×ranks, a colon and the squares in the order played', () => {
    const p = parsePosition('8x8:d5,e2,c6');
    expect(p.ok && p.value.placed).toEqual([27, 52, 18]);
    const empty = parsePosition('5x3:');
    expect(empty.ok && empty.value.size).toEqual({ files: 5, ranks: 3 });
    expect(empty.ok && empty.value.placed).toEqual([]);
    expect(parsePosition(' 8×8: D5 , e2 ').ok).toBe(true);
    expect(formatPosition({ files: 8, ranks: 8 }, [27, 52, 18])).toBe('8x8:d5,e2,c6');
  });

  it('names the bad square', () => {
    const error = (text: string) => {
      const p = parsePosition(text);
      return p.ok ? null : p.error;
    };
    expect(error('8x8:d5,e3,c6')).toBe('e3 is attacked by the knight on d5.');
    expect(error('8x8:z9')).toBe('z9 is not on this board.');
    expect(error('5x4:e4,f1')).toBe('f1 is not on this board.');
    expect(error('8x8:d5,d5')).toBe('A knight already stands on d5.');
    expect(error('9x8:')).toMatch(/9×8 board is not supported/);
    expect(error('d5,e3')).toMatch(/not a position/);
    expect(error('8x8:d5,,c6')).toMatch(/empty square name/);
  });
});

describe('analyzePosition', () => {
  it('3×3: the first player wins, only by the centre', () => {
    expect(analyzePosition('3x3:')).toEqual({ verdict: 'win', legal: 9, winningMoves: ['b2'] });
    expect(analyzePosition('3x3:b2').verdict).toBe('loss');
  });

  it('the empty 8×8 board is lost for the first player (from the book)', () => {
    expect(analyzePosition('8x8:')).toEqual({ verdict: 'loss', legal: 64, winningMoves: [] });
  });

  it('a finished game is lost for the side to move', () => {
    const end = analyzePosition('3x3:a1,a3,c1,c3,b2');
    expect(end).toEqual({ verdict: 'loss', legal: 0, winningMoves: [] });
  });

  it('throws a PositionError naming the square', () => {
    expect(() => analyzePosition('8x8:d5,e3')).toThrow(PositionError);
    expect(() => analyzePosition('8x8:d5,e3')).toThrow('e3 is attacked by the knight on d5.');
  });

  it('winning moves are sorted and each one leaves a lost position', () => {
    const text = '6x6:a1,f6,c3';
    const r = analyzePosition(text);
    expect(r.winningMoves).toEqual([...r.winningMoves].sort());
    for (const m of r.winningMoves) expect(analyzePosition(`${text},${m}`).verdict).toBe('loss');
  });
});

describe('analyzeState (the browser hint)', () => {
  it('colours every legal square, or answers unknown over the budget', () => {
    let s = setup({ seats: 2, seed: 's', options: { files: 5, ranks: 5 } });
    const a = analyzeState(s);
    expect(a.verdict).toBe('win');
    expect(Object.keys(a.squares)).toHaveLength(25);
    expect(Object.values(a.squares).filter((v) => v === 'win')).toHaveLength(9);
    const r = playSquare(s, 0, 18);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    expect(analyzeState(s).verdict).toBe('loss');
    const big = setup({ seats: 2, seed: 's', options: { files: 8, ranks: 7 } });
    const first = playSquare(big, 0, 0);
    if (!first.ok) throw new Error(first.error.message);
    expect(analyzeState(first.value, 10).verdict).toBe('unknown');
  });
});
