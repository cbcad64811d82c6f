/**
 * The record and the replay against real games: random play through the rules module, told to
 * each viewer as the server would (only the events it may see), then replayed from what it saw.
 */
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../core/game';
import { junqiView } from '../../../games/junqi/view';
import { randomGame, recordOf } from './games.fixture';
import { replayFrames } from './replay';

const sorted = (pieces: readonly { square: string; side: string; rank: unknown }[]) =>
  pieces.map((p) => `${p.square}:${p.side}:${p.rank}`).sort();

describe('the replay', () => {
  const viewers: Viewer[] = [0, 1, 'spectator'];

  it.each(viewers)('ends where the game ended, for viewer %s, from the layouts on', (viewer) => {
    for (const seed of ['a', 'b', 'c']) {
      const game = randomGame(seed, 120);
      const final = junqiView(game.states.at(-1)!, viewer);
      const record = recordOf(game, viewer);
      const frames = replayFrames(record, final);
      expect(record.base.kind).toBe('start');
      expect(frames).toHaveLength(record.moves.length + 1);
      expect(frames[0]!.caption.kind).toBe('layouts');
      expect(sorted(frames[0]!.pieces)).toHaveLength(50);
      expect(sorted(frames.at(-1)!.pieces)).toEqual(sorted(final.pieces));
      expect(record.moves.map((m) => m.ply)).toEqual(record.moves.map((_, i) => i + 1));
    }
  });

  it('starts from the position a page opened on, with its ranks from the layouts', () => {
    const game = randomGame('midway', 80);
    const final = junqiView(game.states.at(-1)!, 1);
    const record = recordOf(game, 1, 30);
    const frames = replayFrames(record, final);
    expect(frames[1]!.caption).toEqual({ kind: 'opened', ply: 28 });
    expect(frames[1]!.pieces.every((p) => p.rank !== null)).toBe(true);
    expect(sorted(frames.at(-1)!.pieces)).toEqual(sorted(final.pieces));
  });

  it('starts again after missed steps and still ends where the game did', () => {
    const game = randomGame('gap', 80);
    const final = junqiView(game.states.at(-1)!, 0);
    const record = recordOf(game, 0, 0, new Set([40, 41]));
    expect(record.log.some((e) => e.kind === 'gap')).toBe(true);
    expect(record.base).toMatchObject({ kind: 'midway', ply: 39 });
    expect(sorted(replayFrames(record, final).at(-1)!.pieces)).toEqual(sorted(final.pieces));
  });

  it('knows the viewer’s own piece in every attack it was part of', () => {
    const game = randomGame('attacks', 200);
    for (const viewer of [0, 1] as const) {
      const attacks = recordOf(game, viewer).moves.filter((m) => m.result !== null);
      expect(attacks.length).toBeGreaterThan(0);
      for (const m of attacks)
        expect(m.own?.role).toBe(
          m.side === (viewer === 0 ? 'blue' : 'red') ? 'attacker' : 'defender',
        );
    }
    const watched = recordOf(game, 'spectator').moves.filter((m) => m.result !== null);
    expect(watched.every((m) => m.own === undefined)).toBe(true);
  });

  it('shows the layouts and the end to a page that saw none of the game', () => {
    const game = randomGame('late', 20);
    const final = junqiView(game.states.at(-1)!, 'spectator');
    const record = recordOf(game, 'spectator', game.states.length - 1);
    const frames = replayFrames(record, final);
    expect(frames.map((f) => f.caption.kind)).toEqual(['layouts', 'final']);
  });
});
