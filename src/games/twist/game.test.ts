import { describe, expect, it } from 'vitest';
import { CHALLENGES } from './challenges';
import { type TwistMove, type TwistState, twist } from './game';

const start = (s: string): TwistState =>
  twist.setup({ seats: 1, seed: 'x', options: twist.optionsSchema.parse({ start: s }) });

const must = (state: TwistState, move: TwistMove): TwistState => {
  const r = twist.play(state, 0, move);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
};

describe('the twist Game', () => {
  it('validates its options: a valid start, or "" for the empty board', () => {
    expect(twist.optionsSchema.safeParse({ start: 'c1A0d1B0i6B0' }).success).toBe(true);
    expect(twist.optionsSchema.safeParse({ start: '' }).success).toBe(true);
    expect(twist.optionsSchema.safeParse({}).success).toBe(true);
    expect(twist.optionsSchema.safeParse({ start: 'b6A5i6B0' }).success).toBe(false);
    expect(twist.moveSchema.safeParse({ place: 'a7A7' }).success).toBe(true);
    expect(twist.moveSchema.safeParse({ remove: 'a' }).success).toBe(true);
    expect(twist.moveSchema.safeParse({ place: 'a7A7', remove: 'a' }).success).toBe(false);
  });

  it('plays the §8 board to the end', () => {
    let s = start('c1A0d1B0e1C2f3C2g4A7h6D0i6B0');
    expect(twist.toMove(s)).toEqual([0]);
    expect(twist.outcome(s)).toBeNull();
    s = must(s, { place: 'b6A7' });
    s = must(s, { place: 'a7A7' });
    expect(s.board).toBe('a7A7b6A7c1A0d1B0e1C2f3C2g4A7h6D0i6B0');
    expect(twist.outcome(s)).toEqual({ winners: [0], reason: 'solved' });
    expect(twist.toMove(s)).toEqual([]);
    expect(twist.legalMoves(s, 0)).toEqual([]);
  });

  it('refuses with reasons', () => {
    const s = start('c1A0d1B0e1C2f3C2g4A7h6D0i6B0');
    const refuse = (m: TwistMove) => {
      const r = twist.play(s, 0, m);
      return r.ok ? null : r.error.message;
    };
    expect(refuse({ place: 'b6A5' })).toBe('b6A5: covers the red peg at 6B with a filled loop');
    expect(refuse({ place: 'c5A0' })).toBe('c5A0: piece c is already on the board');
    expect(refuse({ place: 'i1A0' })).toContain('pegs belong to the challenge');
    expect(refuse({ place: 'a9A0' })).toBe('a9A0: column 9 is off the board');
    expect(refuse({ remove: 'c' })).toBe('Piece c is part of the challenge and stays');
    expect(refuse({ remove: 'a' })).toBe('Piece a is not on the board');
  });

  it('lets the player take back their own pieces; legal moves include take-backs', () => {
    let s = start('c1A0d1B0e1C2f3C2g4A7h6D0i6B0');
    s = must(s, { place: 'a6A0' });
    expect(twist.legalMoves(s, 0)).toContainEqual({ remove: 'a' });
    expect(twist.legalMoves(s, 0)).not.toContainEqual({ remove: 'c' });
    s = must(s, { remove: 'a' });
    expect(s.board).toBe('c1A0d1B0e1C2f3C2g4A7h6D0i6B0');
    // Every orientation that is valid is a legal move, symmetric twins included.
    const places = twist.legalMoves(s, 0).flatMap((m) => ('place' in m ? [m.place] : []));
    expect(places).toContain('b6A7');
    expect(places).toContain('b6A0');
    expect(places).toContain('b6A2');
  });

  it('the solver bot solves every shipped challenge from the view alone', () => {
    const bot = twist.bots[0]!;
    for (const challenge of CHALLENGES) {
      let s = start(challenge.start);
      for (let i = 0; i < 8 && twist.outcome(s) === null; i++) {
        s = must(s, bot.choose(twist.view(s, 0), { seat: 0, seed: `${i}` }));
      }
      expect(twist.outcome(s), challenge.id).toEqual({ winners: [0], reason: 'solved' });
      expect(s.board.slice(0, 32)).toBe(challenge.solution);
    }
  });

  it('the solver bot takes back a wrong piece, then solves', () => {
    const bot = twist.bots[0]!;
    let s = must(start('c1A0d1B0e1C2f3C2i6B0'), { place: 'h5A0' });
    const first = bot.choose(twist.view(s, 0), { seat: 0, seed: 'x' });
    expect(first).toEqual({ remove: 'h' });
    for (let i = 0; i < 6 && twist.outcome(s) === null; i++) {
      s = must(s, bot.choose(twist.view(s, 0), { seat: 0, seed: `${i}` }));
    }
    expect(twist.outcome(s)).not.toBeNull();
  });
});
