/**
 * Records matches for test/fixtures/recorded-matches.json: the regression test replays every one
 * and expects the same end. Run with `node bin/run-ts.js scripts/record-matches.ts`.
 * Entries already in the file keep their log and what was recorded for them; missing parts of
 * what is expected (per-seat views, the state hash) are added from today's code. New recordings
 * of the games that have none (and of the tests' toy game) are played from fixed seeds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnyGame, Viewer } from '../src/core/game';
import {
  applyEntry,
  type LogEntry,
  type MatchSpec,
  type MatchState,
  matchOutcome,
  replay,
  seatsToMove,
  startMatch,
} from '../src/core/match';
import type { SeatPlan } from '../src/core/protocol';
import { Rng } from '../src/core/rng';
import { stateHash } from '../src/core/state-hash';
import { viewersOf } from '../src/core/step-check';
import { findGame, loadGameModules } from '../src/games';
import { CHALLENGES } from '../src/games/twist/challenges';
import type { RecordedMatch } from '../test/fixtures/recorded';

type Recorded = Omit<RecordedMatch, 'expected'> & {
  expected: Partial<RecordedMatch['expected']> &
    Pick<RecordedMatch['expected'], 'version' | 'outcome' | 'view'>;
};

const file = resolve(import.meta.dirname, '../test/fixtures/recorded-matches.json');
await loadGameModules([new URL('../test/toy/index.ts', import.meta.url).href]);
const recorded = JSON.parse(readFileSync(file, 'utf8')) as Recorded[];

function expectedOf(game: AnyGame, match: MatchState) {
  const views: Record<string, unknown> = {};
  for (const viewer of viewersOf(match))
    views[String(viewer)] = game.view(match.state, viewer as Viewer);
  return {
    version: match.version,
    outcome: matchOutcome(game, match),
    view: views.spectator,
    views,
    stateHash: stateHash(match),
  };
}

/** Plays a match from a seed: mostly legal moves, now and then a platform action. */
function play(
  game: AnyGame,
  spec: MatchSpec,
  plan: SeatPlan[],
  actions: boolean,
  maxEntries = 500,
): Recorded {
  const rng = new Rng(`record:${spec.seed}`);
  let match = startMatch(game, spec, plan);
  const log: LogEntry[] = [];
  while (!matchOutcome(game, match) && log.length < maxEntries) {
    const seat = rng.pick(seatsToMove(game, match));
    const status = match.seats[seat]!;
    const roll = rng.next();
    let entry: LogEntry;
    if (actions && roll < 0.02) {
      entry = { kind: 'resign', seat };
    } else if (actions && status.player && roll < 0.25) {
      entry = status.away ? { kind: 'return', seat } : { kind: 'leave', seat };
    } else if (actions && status.player && status.away && status.bot === null && roll < 0.5) {
      entry = { kind: 'takeover', seat, level: game.bots[0]!.id };
    } else {
      // Some of the moves the game itself offers, so that a puzzle gets solved in the end.
      const offered = rng.next() < 0.6 ? game.fallbackMove(match.state, seat) : null;
      entry = { kind: 'move', seat, move: offered ?? rng.pick(game.legalMoves(match.state, seat)) };
    }
    const next = applyEntry(game, match, entry);
    if (!next.ok) throw new Error(`recording ${spec.game}: ${next.error.message}`);
    match = next.value.match;
    log.push(entry);
  }
  return { spec, plan, log, expected: expectedOf(game, match) };
}

for (const m of recorded) {
  const game = findGame(m.spec.game)!;
  const r = replay(game, m.spec, m.log, { plan: m.plan });
  if (!r.ok) throw new Error(r.error.message);
  const now = expectedOf(game, r.value.match);
  m.expected = { ...now, ...m.expected };
}

const have = new Set(recorded.map((m) => m.spec.game));
if (!have.has('twist')) {
  const start = CHALLENGES.find((c) => c.level === 'junior')!.start;
  const spec = { game: 'twist', options: { start }, seats: 1, seed: 'fixture-twist' };
  recorded.push(play(findGame('twist')!, spec, [{ kind: 'human' }], false));
}
if (!have.has('junqi')) {
  const spec = { game: 'junqi', options: { quietDraw: true }, seats: 2, seed: 'fixture-junqi' };
  recorded.push(
    play(findGame('junqi')!, spec, [{ kind: 'human' }, { kind: 'human' }], false, 2000),
  );
}
if (!have.has('guillotine')) {
  const spec = { game: 'guillotine', options: {}, seats: 4, seed: 'fixture-guillotine' };
  const plan: SeatPlan[] = [
    { kind: 'human' },
    { kind: 'human' },
    { kind: 'human' },
    { kind: 'human' },
  ];
  recorded.push(play(findGame('guillotine')!, spec, plan, false, 2000));
}
if (!have.has('tally')) {
  const plan: SeatPlan[] = [
    { kind: 'human' },
    { kind: 'bot', level: 'random' },
    { kind: 'human' },
    { kind: 'human' },
  ];
  // The first seed whose match has every platform action in it.
  const wanted = ['leave', 'takeover', 'return', 'resign'];
  for (let n = 1; ; n++) {
    const spec = { game: 'tally', options: {}, seats: 4, seed: `fixture-tally-${n}` };
    const m = play(findGame('tally')!, spec, plan, true);
    if (wanted.every((k) => m.log.some((e) => e.kind === k))) {
      recorded.push(m);
      break;
    }
  }
}

writeFileSync(file, `${JSON.stringify(recorded, null, 1)}\n`);
console.log(`${recorded.length} recorded matches in ${file}`);
