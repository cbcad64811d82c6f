/**
 * The page's record beyond the replay: the viewer's own flag shown to the enemy is told in the
 * log, and a page opened on a game under way starts from the start when the events its whole
 * state brought reach back to it.
 */
import { describe, expect, it } from 'vitest';
import { parseSquare } from '../../../games/junqi/board';
import { junqiGame } from '../../../games/junqi/game';
import { initialState, type JunqiState, positionState } from '../../../games/junqi/state';
import { message, type Played, randomGame, recordOf, seen } from './games.fixture';
import { ownFlagShown, reopenRecord, startRecord } from './record';

const sq = (name: string) => parseSquare(name)!;

describe('the record', () => {
  it("tells the viewer's own flag shown, as it tells the enemy's", () => {
    // Blue's field marshal on a6 attacks red's on a7: both go, and both flags are shown.
    const board = [...initialState().board];
    [board[sq('a6')], board[sq('d4')]] = [board[sq('d4')]!, board[sq('a6')]!];
    [board[sq('a7')], board[sq('a9')]] = [board[sq('a9')]!, board[sq('a7')]!];
    const start: JunqiState = positionState(board, 0);
    const step = junqiGame.play(start, 0, { type: 'move', from: 'a6', to: 'a7' });
    if (!step.ok) throw new Error(step.error.message);
    const game: Played = { states: [start, step.value.state], events: [step.value.events] };
    for (const [viewer, own, enemy] of [
      [0, { side: 'blue', square: 'b1' }, { side: 'red', square: 'b12' }],
      [1, { side: 'red', square: 'b12' }, { side: 'blue', square: 'b1' }],
    ] as const) {
      const log = recordOf(game, viewer).log;
      expect(log).toContainEqual({ kind: 'flag', ...own });
      expect(log).toContainEqual({ kind: 'flag', ...enemy });
      expect(ownFlagShown(message(1, game.states[1]!, viewer).view as never)).toEqual(own);
    }
    expect(ownFlagShown(message(0, start, 0).view as never)).toBeNull();
    expect(recordOf(game, 'spectator').log.some((e) => e.kind === 'flag')).toBe(false);
  });

  it('starts from the start of play when the events brought with a whole state reach it', () => {
    const game = randomGame('recent', 60, false);
    const v = game.states.length - 1;
    for (const viewer of [0, 1, 'spectator'] as const) {
      const recent = game.events.flatMap((events) => seen(events, viewer));
      const opened = startRecord(message(v, game.states[v]!, viewer), recent);
      const watched = recordOf(game, viewer);
      expect(opened.base).toEqual({ kind: 'start' });
      expect(opened.moves).toEqual(watched.moves);
      expect(opened.log).toEqual(watched.log);
      // Events that do not reach back to the start leave the record at the position it shows.
      const late = startRecord(message(v, game.states[v]!, viewer), recent.slice(40));
      expect(late.base.kind).toBe('midway');
      expect(late.moves).toEqual([]);
      // A whole state after a long absence: the log keeps what came before and says so.
      const reopened = reopenRecord(late, message(v, game.states[v]!, viewer), recent.slice(40));
      expect(reopened.log).toEqual([]);
      const again = reopenRecord(watched, message(v, game.states[v]!, viewer), []);
      expect(again.log.at(-1)).toEqual({ kind: 'gap' });
      expect(again.log.slice(0, -1)).toEqual(watched.log);
    }
  });
});
