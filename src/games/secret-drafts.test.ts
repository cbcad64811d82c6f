import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tally } from '../../test/toy/tally';
import { eventsFor } from '../core/events';
import type { AnyGame, Seat, Viewer } from '../core/game';
import { seatsToMove, startMatch } from '../core/match';
import { Rng } from '../core/rng';
import { decide, type Table, withDraft } from '../core/table';
import { games } from './index';

/**
 * A game's secret preparation (`Game.draft`: Junqi's swaps and layouts) tells the others nothing
 * but its end: for any two drafts of one seat, everything every other seat and a spectator are
 * sent — steps, skips, versions, views — is the same until the secret phase is over.
 */
const secretive: AnyGame[] = [...Object.values(games), tally].filter((g) => g.draft);

const rules = { standIn: false, onTimeout: 'forfeit' } as const;

/** The moves a seat may make now, split into drafts and the rest, as the seat itself sees them. */
function choices(game: AnyGame, table: Table, seat: Seat) {
  const state = withDraft(game, table, seat).state;
  const legal = game.legalMoves(state, seat);
  const drafts = legal.filter((m) => game.draft!(state, seat, m));
  return { drafts, others: legal.filter((m) => !game.draft!(state, seat, m)) };
}

/** Whether any seat may still make a draft: the secret phase is not over. */
const secretPhase = (game: AnyGame, table: Table) =>
  seatsToMove(game, table.match).some((s) => choices(game, table, s).drafts.length > 0);

/**
 * Plays the secret phase: every seat but `drafter` the same way each time (from `seed`); the
 * drafter drafts as `draftSeed` says, then makes the same move as ever. Returns what each
 * viewer was sent, in order: for each step its events for that viewer (or a skip), with the
 * version, the viewer's view and the seats to move after it.
 */
function secretPhaseAsSent(
  game: AnyGame,
  seats: number,
  seed: string,
  drafter: Seat,
  draftSeed: string,
) {
  const spec = { game: game.id, options: {}, seats, seed };
  let table: Table = {
    match: startMatch(game, spec),
    drafts: Array.from({ length: seats }, () => []),
  };
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, s) => s), 'spectator'];
  const sent = new Map<Viewer, string[]>(viewers.map((v) => [v, []]));
  const shared = new Rng(`${seed}/play`);
  const private_ = new Rng(draftSeed);
  let drafted = 0;
  while (secretPhase(game, table)) {
    const seat = shared.pick(seatsToMove(game, table.match));
    const rng = seat === drafter ? private_ : shared;
    // A few drafts (how many is the drafter's secret), then the seat's move of the phase.
    for (let n = rng.int(4); n > 0; n--) {
      const { drafts } = choices(game, table, seat);
      if (drafts.length === 0) break;
      const done = decide(
        game,
        table,
        { kind: 'move', seat, move: rng.pick(drafts), chosenAt: null },
        rules,
      );
      if (!done.ok) throw new Error(`a listed draft was refused: ${done.error.message}`);
      expect(done.value.steps).toEqual([]);
      table = done.value.table;
      if (seat === drafter) drafted++;
    }
    const { others } = choices(game, table, seat);
    const move = shared.pick(others);
    const done = decide(game, table, { kind: 'move', seat, move, chosenAt: null }, rules);
    if (!done.ok) throw new Error(`a listed move was refused: ${done.error.message}`);
    table = done.value.table;
    for (const viewer of viewers) {
      const now = withDraft(game, table, viewer === 'spectator' ? 0 : viewer);
      const view = game.view(viewer === 'spectator' ? table.match.state : now.state, viewer);
      for (const { applied } of done.value.steps) {
        const events = eventsFor(applied.events, viewer);
        sent.get(viewer)!.push(JSON.stringify({ v: applied.match.version, events }));
      }
      sent.get(viewer)!.push(JSON.stringify({ view, toMove: seatsToMove(game, table.match) }));
    }
  }
  return { sent, drafted };
}

describe('secret drafts', () => {
  it('are the games with a secret preparation', () => {
    expect(secretive.map((g) => g.id).sort()).toEqual(['junqi', 'tally']);
  });

  for (const game of secretive) {
    it(`${game.id}: two drafts of one seat reach every other viewer identically`, () => {
      let drafts = 0;
      fc.assert(
        fc.property(
          fc.integer({ min: game.minSeats, max: game.maxSeats }),
          fc.string({ minLength: 1, maxLength: 8 }),
          fc.nat(),
          fc.tuple(fc.string(), fc.string()),
          (seats, seed, who, [one, two]) => {
            const drafter = who % seats;
            const a = secretPhaseAsSent(game, seats, seed, drafter, `a${one}`);
            const b = secretPhaseAsSent(game, seats, seed, drafter, `b${two}`);
            drafts += a.drafted + b.drafted;
            for (const viewer of [...a.sent.keys()]) {
              if (viewer === drafter) continue;
              expect(b.sent.get(viewer), `what ${viewer} was sent`).toEqual(a.sent.get(viewer));
            }
          },
        ),
        { numRuns: game.id === 'junqi' ? 25 : 100 },
      );
      // The property says something only if drafts were made.
      expect(drafts).toBeGreaterThan(0);
    });
  }
});
