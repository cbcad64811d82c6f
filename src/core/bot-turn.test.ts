import { describe, expect, it } from 'vitest';
import { knights } from '../games/knights';
import type { KnightsState, KnightsView } from '../games/knights/rules';
import { playBotTurn } from './bot-turn';
import { type MatchState, startMatch } from './match';

const start = () =>
  startMatch(knights, {
    game: 'knights',
    options: { files: 3, ranks: 3 },
    seats: 2,
    seed: 's',
  }) as MatchState<KnightsState>;
const ctx = { seat: 0, seed: 'x', events: [] };
const squares = (view: unknown) => (view as KnightsView).knights.map((k) => k.square);

describe('playBotTurn', () => {
  it('plays what the mind chose from its own view, and times it', () => {
    let seen: unknown = null;
    const turn = playBotTurn(
      knights,
      start(),
      0,
      {
        choose: (view) => {
          seen = view;
          return { square: 'b2' };
        },
      },
      ctx,
    );
    expect(seen).toEqual(knights.view(start().state, 0));
    expect(turn.fault).toBeNull();
    expect(turn.match.version).toBe(1);
    expect(squares(knights.view(turn.match.state, 0))).toEqual(['b2']);
    expect(turn.events.length).toBeGreaterThan(0);
    expect(turn.ms).toBeGreaterThanOrEqual(0);
  });

  it('replaces a refused choice with the fallback move, and says what was wrong', () => {
    const turn = playBotTurn(knights, start(), 0, { choose: () => ({ square: 'z9' }) }, ctx);
    expect(turn.fault).toMatch(/^chose \{"square":"z9"\}: /);
    expect(turn.match.version).toBe(1);
    const fallback = knights.fallbackMove(start().state, 0) as { square: string };
    expect(squares(knights.view(turn.match.state, 0))).toEqual([fallback.square]);
  });

  it('replaces a mind that throws with the fallback move', () => {
    const turn = playBotTurn(
      knights,
      start(),
      0,
      {
        choose: () => {
          throw new Error('out of ideas');
        },
      },
      ctx,
    );
    expect(turn.fault).toBe('threw out of ideas');
    expect(turn.match.version).toBe(1);
  });
});
