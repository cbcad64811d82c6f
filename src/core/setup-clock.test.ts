/**
 * The setup clock at the table's rules: a seat still preparing when it runs out counts as left
 * (the game's leaver bot takes it, or the others may claim or hand it to the computer), while a
 * clock of a move keeps meaning a timeout. On the toy game (its staking is a setup) and Junqi.
 */
import { describe, expect, it } from 'vitest';
import { tally as tallyGame } from '../../test/toy/tally';
import { junqi as junqiGame } from '../games/junqi';
import type { AnyGame, Seat } from './game';
import { type LogEntry, replay, seatsToMove, startMatch } from './match';
import type { SeatPlan } from './protocol';
import { stateHash } from './state-hash';
import { clockIn, type Decision, decide, type Table, type TableCommand } from './table';

const tally: AnyGame = tallyGame;
const junqi: AnyGame = junqiGame;
const human: SeatPlan = { kind: 'human' };

/** A table and the log it has made so far, driven one command at a time. */
function tableOf(game: AnyGame, seats: readonly SeatPlan[], seed = 'setup-clock') {
  const spec = { game: game.id, options: {}, seats: seats.length, seed };
  let table: Table = { match: startMatch(game, spec, seats), drafts: seats.map(() => []) };
  const log: LogEntry[] = [];
  return {
    get table() {
      return table;
    },
    log,
    run(command: TableCommand, onTimeout: 'forfeit' | 'bot' = 'forfeit'): Decision {
      const done = decide(game, table, command, { standIn: true, onTimeout });
      if (!done.ok) throw new Error(`${command.kind} refused: ${done.error.message}`);
      table = done.value.table;
      log.push(...done.value.steps.map((s) => s.entry));
      return done.value;
    },
    replays() {
      const replayed = replay(game, spec, log, { plan: seats });
      if (!replayed.ok) throw new Error(replayed.error.message);
      return stateHash(replayed.value.match) === stateHash(table.match);
    },
  };
}

const kinds = (d: Decision) => d.steps.map((s) => `${s.entry.kind} ${s.entry.seat}`);

describe('the setup clock', () => {
  it('is the clock of the phases a game calls its setup; the move clock is the others’', () => {
    const t = tableOf(tally, [human, human]);
    expect(clockIn(tally, t.table.match.state)).toBe('setup');
    for (const seat of [0, 1]) {
      const card = tally.view(t.table.match.state, seat).hand[0];
      t.run({ kind: 'move', seat, move: { type: 'pick', card }, chosenAt: null });
    }
    expect(clockIn(tally, t.table.match.state)).toBe('move');
    // A game that says nothing is on the move clock throughout.
    expect(clockIn({ ...tally, clock: undefined }, t.table.match.state)).toBe('move');
    const j = tableOf(junqi, [human, human]);
    expect(clockIn(junqi, j.table.match.state)).toBe('setup');
  });

  it('run out, counts a seat still preparing as left: its leaver bot takes it, and it replays', () => {
    const t = tableOf(tally, [human, human, human]);
    const card = tally.view(t.table.match.state, 0).hand[0];
    t.run({ kind: 'move', seat: 0, move: { type: 'pick', card }, chosenAt: null });
    // Seat 0 is ready: its clock is not running, and one run out anyway changes nothing.
    expect(kinds(t.run({ kind: 'clock-out', seat: 0 }))).toEqual([]);
    for (const onTimeout of ['forfeit', 'bot'] as const) {
      const seat: Seat = onTimeout === 'forfeit' ? 1 : 2;
      // Whatever a timeout of a move would mean here: not ready in time is leaving the table.
      const done = t.run({ kind: 'clock-out', seat }, onTimeout);
      expect(kinds(done)).toEqual([`leave ${seat}`, `takeover ${seat}`]);
      expect(done.owes).toBeNull();
      expect(t.table.match.seats[seat]).toMatchObject({ away: true, bot: 'random' });
    }
    expect(t.table.match.seats[0]).toMatchObject({ away: false, bot: null });
    expect(t.log.some((e) => e.kind === 'timeout')).toBe(false);
    expect(t.replays()).toBe(true);
  });

  it('keeps a clock of a move a timeout once the setup is over', () => {
    const t = tableOf(tally, [human, human]);
    for (const seat of [0, 1]) {
      const card = tally.view(t.table.match.state, seat).hand[0];
      t.run({ kind: 'move', seat, move: { type: 'pick', card }, chosenAt: null });
    }
    const mover = seatsToMove(tally, t.table.match)[0]!;
    const done = t.run({ kind: 'clock-out', seat: mover }, 'bot');
    expect(kinds(done)[0]).toBe(`timeout ${mover}`);
    expect(t.replays()).toBe(true);
  });

  it('leaves a Junqi seat to the other side: claim the win, or hand it to the computer', () => {
    for (const end of ['claim', 'stand-in'] as const) {
      const t = tableOf(junqi, [human, human]);
      // Blue arranged something (a draft nobody else sees) and got ready; red never does.
      const swap = junqi.legalMoves(t.table.match.state, 0)[0];
      t.run({ kind: 'move', seat: 0, move: swap, chosenAt: null });
      t.run({ kind: 'move', seat: 0, move: { type: 'ready' }, chosenAt: null });
      const red = junqi.legalMoves(t.table.match.state, 1)[0];
      t.run({ kind: 'move', seat: 1, move: red, chosenAt: null });
      expect(t.table.drafts[1]).toHaveLength(1);
      expect(kinds(t.run({ kind: 'clock-out', seat: 1 }))).toEqual(['leave 1']);
      expect(t.table.match.seats[1]).toMatchObject({ away: true, bot: null });
      // Gone already: a clock run out again does nothing.
      expect(kinds(t.run({ kind: 'clock-out', seat: 1 }))).toEqual([]);
      if (end === 'claim') {
        t.run({ kind: 'claim', seat: 0, result: 'win' });
        expect(t.table.match.ended).toMatchObject({ winners: [0] });
      } else {
        t.run({ kind: 'stand-in', seat: 0, target: 1 });
        const level = t.table.match.seats[1]!.bot!;
        expect(level).not.toBeNull();
        // The computer finishes red's setup: red's layout as it stands, then ready.
        t.run({ kind: 'bot', seat: 1, level, move: null, chosenAt: t.table.match.version });
        expect((t.table.match.state as { phase: string }).phase).toBe('play');
        expect(t.table.drafts[1]).toEqual([]);
        expect(t.log.at(-1)).toMatchObject({ kind: 'move', seat: 1, drafts: [red] });
      }
      expect(t.replays()).toBe(true);
    }
  });

  it('gives a player back their seat when they act again before anyone claimed it', () => {
    const t = tableOf(junqi, [human, human]);
    t.run({ kind: 'clock-out', seat: 1 });
    const back = t.run({ kind: 'move', seat: 1, move: { type: 'ready' }, chosenAt: null });
    expect(kinds(back)).toEqual(['return 1', 'move 1']);
    expect(t.table.match.seats[1]).toMatchObject({ away: false, bot: null });
    expect(t.replays()).toBe(true);
  });
});
