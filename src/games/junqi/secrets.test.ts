/**
 * The heart of Junqi is what each side does not know. These properties play many random games —
 * random layouts, random swaps, random legal moves, the random bot on one side — and check every
 * view and every event each viewer may see for an enemy rank the rules have not revealed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../core/events';
import type { Viewer } from '../../core/game';
import {
  applyEntry,
  type LogEntry,
  type MatchState,
  matchOutcome,
  replay,
  seatsToMove,
  startMatch,
} from '../../core/match';
import { Rng } from '../../core/rng';
import { stateHash } from '../../core/state-hash';
import { unannouncedChanges } from '../../core/step-check';
import { parseSquare, type Side } from './board';
import { junqi } from './index';
import { layoutRecord, randomLayout } from './layout';
import { FLAG, type Rank } from './pieces';
import { flagRevealed, type JunqiState } from './state';
import type { JunqiView } from './view';

const VIEWERS: Viewer[] = [0, 1, 'spectator'];

/** A random entry: in setup a swap, a whole random layout or "ready"; in play a legal move. */
function randomEntry(rng: Rng, m: MatchState<JunqiState>, seat: number): LogEntry {
  const state = m.state;
  if (state.phase === 'setup') {
    const roll = rng.next();
    if (roll < 0.3) return { kind: 'move', seat, move: { type: 'ready' } };
    if (roll < 0.45) {
      const layout = layoutRecord(randomLayout(seat as Side, rng));
      return { kind: 'move', seat, move: { type: 'layout', pieces: layout } };
    }
  }
  if (state.phase === 'play' && rng.next() < 0.003) return { kind: 'resign', seat };
  if (state.phase === 'play' && seat === 1) {
    // The random bot, from its own view only.
    const view = junqi.view(state, seat) as JunqiView;
    const move = junqi.bots[0]!.choose(view, { seat, seed: `${rng.next()}` });
    return { kind: 'move', seat, move };
  }
  return { kind: 'move', seat, move: rng.pick(junqi.legalMoves(state, seat)) };
}

/** What a viewer may know of a piece's rank: its own; the enemy flag once shown; all at the end. */
function leaks(state: JunqiState, viewer: Viewer, view: JunqiView): string[] {
  const problems: string[] = [];
  const over = state.phase === 'over';
  for (const p of view.pieces) {
    const side = p.side === 'blue' ? 0 : 1;
    if (over || side === viewer || p.rank === null) continue;
    const shownFlag =
      p.rank === FLAG && viewer !== 'spectator' && flagRevealed(state.board, side as Side);
    if (!shownFlag) problems.push(`${viewer} sees the ${p.side} rank ${p.rank} on ${p.square}`);
  }
  if (state.phase === 'setup' && view.pieces.some((p) => (p.side === 'blue' ? 0 : 1) !== viewer)) {
    problems.push(`${viewer} sees the other side's layout during setup`);
  }
  for (const [name, lost] of Object.entries(view.lost)) {
    const side = name === 'blue' ? 0 : 1;
    if (!over && side !== viewer && lost.some((r) => r !== null)) {
      problems.push(`${viewer} knows the ranks ${name} lost`);
    }
  }
  return problems;
}

/** An event may name a rank only of the viewer's own piece (its part in an attack). */
function eventLeaks(before: JunqiState, viewer: Viewer, events: unknown[]): string[] {
  const problems: string[] = [];
  type Told = { type: string; rank?: Rank; role?: string; from?: string; to?: string };
  const told = events as Told[];
  const moved = told.find((e) => e.type === 'moved');
  for (const e of told) {
    if (e.type === 'combat') {
      if (viewer === 'spectator' || !moved) {
        problems.push(`${viewer} is told of a combat it was not in`);
        continue;
      }
      // Its own piece: the attacker came from `from`, the defender stood on `to`.
      const square = parseSquare(e.role === 'attacker' ? moved.from! : moved.to!)!;
      const piece = before.board[square];
      if (piece?.side !== viewer || piece.rank !== e.rank) {
        problems.push(`${viewer} is told of rank ${e.rank} on ${square}, not its own piece`);
      }
    } else if ('rank' in e || 'pieces' in e) {
      problems.push(`${viewer} is told ${JSON.stringify(e)}`);
    }
    if (e.type === 'setup' && viewer === 'spectator')
      problems.push('a spectator sees a setup change');
  }
  return problems;
}

function play(seed: number, options: { quietDraw: boolean }, check: boolean) {
  const rng = new Rng(seed);
  const spec = { game: 'junqi', options, seats: 2, seed: `s${seed}` };
  let m = startMatch(junqi, spec) as MatchState<JunqiState>;
  const log: LogEntry[] = [];
  for (let guard = 0; guard < 5000 && !matchOutcome(junqi, m); guard++) {
    const seat = rng.pick(seatsToMove(junqi, m));
    const entry = randomEntry(rng, m, seat);
    const step = applyEntry(junqi, m, entry);
    if (!step.ok) throw new Error(`${JSON.stringify(entry)}: ${step.error.message}`);
    if (check) {
      expect(unannouncedChanges(junqi, m, step.value)).toEqual([]);
      const next = step.value.match.state as JunqiState;
      for (const viewer of VIEWERS) {
        const view = junqi.view(next, viewer) as JunqiView;
        expect(leaks(next, viewer, view)).toEqual([]);
        expect(eventLeaks(m.state, viewer, eventsFor(step.value.events, viewer))).toEqual([]);
      }
    }
    log.push(entry);
    m = step.value.match as MatchState<JunqiState>;
  }
  return { m, log, spec };
}

/**
 * A fixed number of random games a property: each takes a few seconds on an idle machine, and the
 * timeout leaves room for one many times slower. Every run of the suite draws new games (fast-check
 * prints the seed of a failing one, to replay it).
 */
const GAMES_CHECKED = 120;
const GAMES_REPLAYED = 300;
const TIMEOUT_MS = 90_000;

describe('Junqi secrets', () => {
  it(
    'never shows a viewer an enemy rank the rules have not revealed, in any view or event',
    () => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          play(seed, { quietDraw: true }, true);
        }),
        { numRuns: GAMES_CHECKED },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'ends every random game under the 60-ply rule, and replay gives the same state',
    () => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const { m, log, spec } = play(seed, { quietDraw: true }, false);
          expect(matchOutcome(junqi, m), `seed ${seed}`).not.toBeNull();
          const again = replay(junqi, spec, JSON.parse(JSON.stringify(log)));
          expect(again.ok && stateHash(again.value.match)).toBe(stateHash(m));
        }),
        { numRuns: GAMES_REPLAYED },
      );
    },
    TIMEOUT_MS,
  );

  it('shows both layouts to everyone once the game is over', () => {
    const { m } = play(7, { quietDraw: true }, false);
    for (const viewer of VIEWERS) {
      const view = junqi.view(m.state, viewer) as JunqiView;
      expect(view.layouts?.blue && Object.keys(view.layouts.blue)).toHaveLength(25);
      expect(view.pieces.every((p) => p.rank !== null)).toBe(true);
    }
    expect(parseSquare('a1')).toBe(0);
  });
});
