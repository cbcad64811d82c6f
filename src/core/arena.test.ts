import { describe, expect, it } from 'vitest';
import { knights } from '../games/knights';
import type { KnightsMove, KnightsState, KnightsView } from '../games/knights/rules';
import { playBots } from './arena';
import type { BotLevel, SeenStep } from './game';
import { matchOutcome } from './match';

const spec = { game: 'knights', options: { files: 4, ranks: 4 }, seats: 2, seed: 's' };

/** Plays the first legal square, and keeps what it was shown. */
function firstSquare(id: string) {
  const shown: { view: KnightsView; events: readonly SeenStep[]; seed: string }[] = [];
  const level: BotLevel<KnightsView, KnightsMove> = {
    id,
    choose(view, ctx) {
      shown.push({ view, events: ctx.events ?? [], seed: ctx.seed });
      return { square: view.legal[0]! };
    },
  };
  return { level, shown };
}

describe('playBots', () => {
  it('plays to the end, each seat deciding from its own view and what it saw since', () => {
    const a = firstSquare('a');
    const b = firstSquare('b');
    const end = playBots<KnightsState, KnightsMove, KnightsView>(
      knights,
      spec,
      [a.level, b.level],
      {
        seedFor: (seat, version) => `${seat}@${version}`,
      },
    );
    expect(matchOutcome(knights, end)).not.toBeNull();
    expect(a.shown.length + b.shown.length).toBe(end.version);
    // The first seat saw nothing before its first move, then the two steps since each of its own.
    expect(a.shown[0]!.events).toEqual([]);
    expect(a.shown[1]!.events.map((s) => s.v)).toEqual([1, 2]);
    expect(b.shown[0]!.events.map((s) => s.v)).toEqual([1]);
    expect(b.shown[0]!.seed).toBe('1@1');
    expect(b.shown[0]!.view.knights).toHaveLength(1);
  });

  it('stops where the caller says, and refuses a move the rules refuse', () => {
    const a = firstSquare('a');
    const b = firstSquare('b');
    const stopped = playBots(knights, spec, [a.level, b.level], {
      seedFor: () => 'x',
      until: (m) => m.version >= 3,
    });
    expect(stopped.version).toBe(3);
    const cheat: BotLevel<KnightsView, KnightsMove> = {
      id: 'cheat',
      choose: () => ({ square: 'z9' }),
    };
    expect(() => playBots(knights, spec, [cheat, b.level], { seedFor: () => 'x' })).toThrow(
      /cheat \(seat 0\) made a refused move/,
    );
  });
});
