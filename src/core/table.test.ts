import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tally as tallyGame } from '../../test/toy/tally';
import { guillotine as guillotineGame } from '../games/guillotine';
import { type JunqiView, junqi as junqiGame } from '../games/junqi';
import { fail, ok } from './errors';
import type { AnyGame, Seat } from './game';
import {
  applyEntry,
  type LogEntry,
  type MatchState,
  replay,
  seatsToMove,
  startMatch,
} from './match';
import type { SeatPlan } from './protocol';
import { Rng } from './rng';
import { stateHash } from './state-hash';
import {
  type Decision,
  decide,
  type Table,
  type TableCommand,
  type TableRules,
  withDraft,
} from './table';

// Typed loosely: the tests reach into states and views of their own.
const tally: AnyGame = tallyGame;
const guillotine: AnyGame = guillotineGame;
const junqi: AnyGame = junqiGame;

const rules: TableRules = { standIn: true, onTimeout: 'bot' };
const human: SeatPlan = { kind: 'human' };

function tableOf(game: AnyGame, seats: readonly SeatPlan[], seed = 'seed'): Table {
  const spec = { game: game.id, options: {}, seats: seats.length, seed };
  return { match: startMatch(game, spec, seats), drafts: seats.map(() => []) };
}

function must(game: AnyGame, table: Table, command: TableCommand): Decision {
  const done = decide(game, table, command, rules);
  if (!done.ok) throw new Error(`${command.kind} refused: ${done.error.message}`);
  return done.value;
}

/** Nobody may be to move with neither a player who can play nor a bot: the table would stall. */
function stalled(game: AnyGame, match: MatchState): Seat[] {
  return seatsToMove(game, match).filter((seat) => {
    const s = match.seats[seat]!;
    return s.bot === null && (!s.player || s.resigned);
  });
}

/** A random command, of any kind, for any seat: players, the platform and bots alike. */
function randomCommand(game: AnyGame, table: Table, rng: Rng): TableCommand {
  const seats = table.match.seats.length;
  const seat = rng.int(seats);
  const toMove = seatsToMove(game, table.match);
  const mover = toMove.length > 0 ? rng.pick(toMove) : seat;
  const legal = game.legalMoves(withDraft(game, table, mover).state, mover);
  const move = legal.length > 0 ? rng.pick(legal) : { type: 'pass' };
  const level = table.match.seats[mover]!.bot ?? 'random';
  const version = table.match.version;
  const commands: TableCommand[] = [
    { kind: 'move', seat: mover, move, chosenAt: rng.int(3) === 0 ? version - 1 : version },
    { kind: 'move', seat: mover, move, chosenAt: null },
    { kind: 'move', seat: mover, move, chosenAt: version },
    { kind: 'bot', seat: mover, level, move, chosenAt: version },
    { kind: 'bot', seat: mover, level, move: null, chosenAt: version },
    { kind: 'bot', seat: mover, level, move, chosenAt: version, owed: true },
    { kind: 'resign', seat },
    { kind: 'leave', seat },
    { kind: 'grace-over', seat },
    { kind: 'back', seat },
    { kind: 'clock-out', seat: mover },
    { kind: 'stand-in', seat, target: rng.int(seats) },
    { kind: 'claim', seat, result: rng.int(2) === 0 ? 'win' : 'draw' },
    { kind: 'draw', seat, action: rng.pick(['offer', 'accept', 'decline'] as const) },
  ];
  return rng.pick(commands);
}

describe('the table decides who plays a seat', () => {
  it.each([
    { game: tally, minSeats: 2, runs: 150 },
    // A table that plays on after a resignation, with the computer in the seat.
    { game: guillotine, minSeats: 4, runs: 40 },
  ])(
    'never leaves a seat of $game.id to move without a player or a bot, and its log replays exactly',
    ({ game, minSeats, runs }) => {
      fc.assert(
        fc.property(
          fc.integer({ min: minSeats, max: 4 }),
          fc.string({ minLength: 1, maxLength: 6 }),
          fc.constantFrom<TableRules['onTimeout']>('forfeit', 'bot'),
          (seats, seed, onTimeout) => {
            const plan = Array.from(
              { length: seats },
              (_, s): SeatPlan =>
                s === seats - 1 && seats > 2 ? { kind: 'bot', level: 'random' } : human,
            );
            let table = tableOf(game, plan, seed);
            const log: LogEntry[] = [];
            const rng = new Rng(`${seed}/commands`);
            for (let i = 0; i < 120 && seatsToMove(game, table.match).length > 0; i++) {
              const done = decide(game, table, randomCommand(game, table, rng), {
                standIn: rng.int(2) === 0,
                onTimeout,
              });
              if (!done.ok) continue;
              table = done.value.table;
              log.push(...done.value.steps.map((s) => s.entry));
              expect(stalled(game, table.match)).toEqual([]);
            }
            const spec = { game: game.id, options: {}, seats, seed };
            const replayed = replay(game, spec, log, { plan });
            expect(replayed.ok).toBe(true);
            if (replayed.ok) expect(stateHash(replayed.value.match)).toBe(stateHash(table.match));
          },
        ),
        { numRuns: runs },
      );
    },
  );

  it('a resigned Guillotine player who acts again is refused, and the computer plays on', () => {
    let table = tableOf(guillotine, [human, human, human, human]);
    const dealer = seatsToMove(guillotine, table.match)[0]!;
    const resigned = must(guillotine, table, { kind: 'resign', seat: dealer });
    expect(resigned.steps.map((s) => s.entry.kind)).toEqual(['resign', 'takeover']);
    table = resigned.table;
    const move = guillotine.legalMoves(table.match.state, dealer)[0];
    // Before, the seat was taken back (its bot cleared), the move refused, and the table hung.
    for (const command of [
      { kind: 'move', seat: dealer, move, chosenAt: null },
      { kind: 'resign', seat: dealer },
      { kind: 'leave', seat: dealer },
    ] as const) {
      const again = decide(guillotine, table, command, rules);
      expect(again.ok || again.error.code).toMatch(/resigned/);
    }
    expect(table.match.seats[dealer]).toMatchObject({ resigned: true, bot: guillotine.leaverBot });
    expect(stalled(guillotine, table.match)).toEqual([]);
    // Nor can the seat be taken back from its bot by any entry.
    const back = applyEntry(guillotine, table.match, { kind: 'return', seat: dealer });
    expect(back.ok || back.error.code).toBe('resigned');
    const level = table.match.seats[dealer]!.bot!;
    const played = must(guillotine, table, {
      kind: 'bot',
      seat: dealer,
      level,
      move,
      chosenAt: table.match.version,
    });
    expect(played.steps).toHaveLength(1);
    expect(played.fault).toBeNull();
  });

  it('judges a stale move per seat: by its own latest move, not by the others', () => {
    let table = tableOf(tally, [human, human, human]);
    // Staking is simultaneous: every seat chose at version 0, and each stake still stands.
    for (const seat of [2, 0, 1]) {
      const card = tally.view(table.match.state, seat).hand![0]!;
      table = must(tally, table, {
        kind: 'move',
        seat,
        move: { type: 'pick', card },
        chosenAt: 0,
      }).table;
    }
    expect(table.match.version).toBe(3);
    // In play one seat plays card after card: a card chosen before its own last one is stale.
    const seat = seatsToMove(tally, table.match)[0]!;
    const [first, second] = tally.view(table.match.state, seat).hand!;
    const at = table.match.version;
    table = must(tally, table, {
      kind: 'move',
      seat,
      move: { type: 'play', card: first },
      chosenAt: at,
    }).table;
    const stale = decide(
      tally,
      table,
      { kind: 'move', seat, move: { type: 'play', card: second }, chosenAt: at },
      rules,
    );
    expect(stale.ok || stale.error.code).toBe('stale');
    const fresh = decide(
      tally,
      table,
      { kind: 'move', seat, move: { type: 'play', card: second }, chosenAt: table.match.version },
      rules,
    );
    expect(fresh.ok).toBe(true);
  });

  it('refuses a move out of turn itself, for a game that forgets to', () => {
    const careless: AnyGame = {
      ...tally,
      id: 'careless',
      toMove: () => [0],
      play: (state: unknown) => ok({ state, events: [] }),
    };
    const table = tableOf(careless, [human, human]);
    const move = { type: 'pass' };
    const refused = decide(careless, table, { kind: 'move', seat: 1, move, chosenAt: 0 }, rules);
    expect(refused.ok || refused.error.code).toBe('not-your-turn');
    expect(decide(careless, table, { kind: 'move', seat: 0, move, chosenAt: 0 }, rules).ok).toBe(
      true,
    );
  });

  it('replaces a bot that fails, or chooses a refused move, by the fallback move', () => {
    const table = tableOf(tally, [human, { kind: 'bot', level: 'random' }]);
    const failed = must(tally, table, {
      kind: 'bot',
      seat: 1,
      level: 'random',
      move: null,
      chosenAt: 0,
    });
    expect(failed.fault).toBe('gave no move');
    expect(failed.steps[0]!.entry).toEqual({
      kind: 'move',
      seat: 1,
      move: tally.fallbackMove(table.match.state, 1),
    });
    const wrong = must(tally, table, {
      kind: 'bot',
      seat: 1,
      level: 'random',
      move: { type: 'pick', card: 999 },
      chosenAt: 0,
    });
    expect(wrong.fault).toMatch(/chose/);
    // A bot may not play a seat that is not its own.
    const intruder = decide(
      tally,
      table,
      { kind: 'bot', seat: 0, level: 'random', move: null, chosenAt: 0 },
      rules,
    );
    expect(intruder.ok || intruder.error.code).toBe('not-the-bots');
  });

  it('keeps a secret draft out of the log until the seat’s next move carries it', () => {
    let table = tableOf(tally, [human, human]);
    const card = tally.view(table.match.state, 0).hand![1]!;
    const noted = must(tally, table, {
      kind: 'move',
      seat: 0,
      move: { type: 'note', card },
      chosenAt: 0,
    });
    expect(noted.steps).toEqual([]);
    expect(noted.drafted).toBe(0);
    table = noted.table;
    expect(table.match.version).toBe(0);
    expect(tally.view(withDraft(tally, table, 0).state, 0).note).toBe(card);
    expect(tally.view(withDraft(tally, table, 1).state, 1).note).toBeNull();
    // A second note is refused by the rules, seen through the draft.
    const twice = decide(
      tally,
      table,
      { kind: 'move', seat: 0, move: { type: 'note', card }, chosenAt: 0 },
      rules,
    );
    expect(twice.ok).toBe(false);
    const pick = { type: 'pick', card: tally.view(table.match.state, 0).hand![0]! };
    const staked = must(tally, table, { kind: 'move', seat: 0, move: pick, chosenAt: 0 });
    expect(staked.steps.map((s) => s.entry)).toEqual([
      { kind: 'move', seat: 0, move: pick, drafts: [{ type: 'note', card }] },
    ]);
    expect(staked.table.drafts[0]).toEqual([]);
    expect(tally.view(staked.table.match.state, 0).note).toBe(card);
  });

  it('refuses a move with a key no move names, instead of cleaning it away', () => {
    const table = tableOf(junqi, [human, human]);
    const view = junqi.view(table.match.state, 0) as JunqiView;
    const pieces = Object.fromEntries(view.pieces.map((p) => [p.square, p.rank]));
    const sent = JSON.parse(
      JSON.stringify({ type: 'layout', pieces }).replace('"pieces":{', '"pieces":{"__proto__":3,'),
    );
    const refused = decide(junqi, table, { kind: 'move', seat: 0, move: sent, chosenAt: 0 }, rules);
    expect(refused.ok || refused.error).toMatchObject({ code: 'bad-move', message: /__proto__/ });
    const plain = decide(
      junqi,
      table,
      { kind: 'move', seat: 0, move: { type: 'layout', pieces }, chosenAt: 0 },
      rules,
    );
    expect(plain.ok).toBe(true);
  });

  it('gives a refusal that changes nothing for a seat that does not exist or a game over', () => {
    const table = tableOf(tally, [human, human]);
    const nobody = decide(tally, table, { kind: 'resign', seat: 5 }, rules);
    expect(nobody.ok || nobody.error.code).toBe('no-such-seat');
    const over = must(tally, table, { kind: 'resign', seat: 0 }).table;
    const late = decide(tally, over, { kind: 'resign', seat: 1 }, rules);
    expect(late).toEqual(fail('game-over', 'The game is over.'));
  });
});
