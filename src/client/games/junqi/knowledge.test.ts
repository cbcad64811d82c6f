/**
 * What a player learns of the enemy's pieces, against real games: random play through the rules
 * module, each side told only what the server would tell it. What is learned must always allow
 * the truth, every sighting must be true, and the page must draw exactly the bots' conclusions
 * (their Memory reads the same events with the same beliefs).
 */
import { describe, expect, it } from 'vitest';
import type { SeenStep } from '../../../core/game';
import { has, ranksOf } from '../../../games/junqi/ai/beliefs';
import { Memory } from '../../../games/junqi/ai/memory';
import { parseSquare, type Side, squareName } from '../../../games/junqi/board';
import { combat } from '../../../games/junqi/combat';
import { junqiGame } from '../../../games/junqi/game';
import { ENGINEER, FLAG, LANDMINE, type Rank } from '../../../games/junqi/pieces';
import { initialState, type JunqiState, positionState } from '../../../games/junqi/state';
import { junqiView } from '../../../games/junqi/view';
import { setLanguage } from '../../i18n';
import { message, type Played, randomGame, recordOf, seen } from './games.fixture';
import { type Fact, type Knowledge, keep, learn, merge, rankCounts } from './knowledge';
import { NO_NOTES, parseNotes } from './notesStore';
import { noteLines, type PieceNote, possibleText, tileNote } from './notesText';
import { type GameRecord, startRecord } from './record';

const sq = (name: string) => parseSquare(name)!;

/** The enemy's true rank by origin, in a state. */
function truth(state: JunqiState, enemy: Side): Map<number, Rank> {
  const out = new Map<number, Rank>();
  for (const p of state.board) if (p && p.side === enemy) out.set(p.origin, p.rank);
  return out;
}

/** What `viewer` knows after version `v` of a game it watched from the start. */
function knownAt(game: Played, viewer: Side, v: number): Knowledge {
  const played = { states: game.states.slice(0, v + 1), events: game.events.slice(0, v) };
  const record = recordOf(played, viewer);
  return learn(record, junqiView(game.states[v]!, viewer))!;
}

/** Every sighting is true of the piece it is about. */
function checkFacts(k: Knowledge, state: JunqiState, game: Played): void {
  const enemy = k.enemy;
  // Every piece that started on an origin, wherever it went; the truth over the whole game.
  const start = game.states.find((s) => s.phase === 'play')!;
  const ranks = truth(start, enemy);
  for (const [origin, facts] of Object.entries(k.facts)) {
    const rank = ranks.get(sq(origin))!;
    for (const f of facts as Fact[]) {
      if (f.kind === 'moved') expect(rank !== LANDMINE && rank !== FLAG, origin).toBe(true);
      if (f.kind === 'engineer') expect(rank, origin).toBe(ENGINEER);
      if (f.kind === 'flag') expect(rank, origin).toBe(FLAG);
      if (f.kind === 'beat') {
        const result =
          f.role === 'attacker'
            ? combat(rank, f.rank, state.options)
            : combat(f.rank, rank, state.options);
        expect(result, `${origin} ${JSON.stringify(f)}`).toBe(
          f.role === 'attacker' ? 'won' : 'lost',
        );
      }
    }
  }
}

describe('what a player learns of the enemy pieces', () => {
  for (const seed of ['one', 'two', 'three']) {
    const game = randomGame(seed, 160, false);
    const last = game.states.length - 1;

    it.each([0, 1] as const)(
      `always allows the truth, with true sightings (game ${seed}, side %s)`,
      (viewer) => {
        const enemy = (1 - viewer) as Side;
        for (let v = 3; v <= last; v += 7) {
          const state = game.states[v]!;
          if (state.phase !== 'play') continue;
          const k = knownAt(game, viewer, v);
          for (const [origin, rank] of truth(state, enemy)) {
            expect(has(k.beliefs.possible[origin]!, rank), `${squareName(origin)} at ${v}`).toBe(
              true,
            );
            expect(k.beliefs.alive[origin]).toBe(true);
          }
          checkFacts(k, state, game);
          // The counts hold the truth too.
          const onBoard = [...truth(state, enemy).values()];
          for (const c of rankCounts(k)) {
            const n = onBoard.filter((r) => r === c.rank).length;
            expect(n, `rank ${c.rank} at ${v}`).toBeGreaterThanOrEqual(c.min);
            expect(n, `rank ${c.rank} at ${v}`).toBeLessThanOrEqual(c.max);
          }
        }
      },
    );

    it.each([0, 1] as const)(
      `draws the bots' own conclusions (game ${seed}, side %s)`,
      (viewer) => {
        const steps: SeenStep[] = game.events.map((events, i) => ({
          v: i + 1,
          events: seen(events, viewer),
        }));
        const memory = new Memory(viewer);
        for (let v = 1; v <= last; v++) {
          const view = junqiView(game.states[v]!, viewer);
          const bots = memory.update(view, steps.slice(v - 1, v));
          if (view.phase !== 'play' || v % 5 !== 0) continue;
          const k = knownAt(game, viewer, v);
          expect(k.beliefs.possible, `at ${v}`).toEqual(bots.possible);
          expect(k.beliefs.alive, `at ${v}`).toEqual(bots.alive);
        }
        expect(memory.rebuilds).toBe(0);
      },
    );
  }

  it('learns something in a real game: sightings and narrowed pieces', () => {
    const game = randomGame('learn', 200, false);
    const v = game.states.length - 1;
    const k = knownAt(game, 0, v);
    const facts = Object.values(k.facts).flat();
    expect(facts.some((f) => f.kind === 'moved')).toBe(true);
    expect(facts.some((f) => f.kind === 'beat')).toBe(true);
  });

  it('reads a railroad corner as an engineer, a beaten attack as a higher rank', () => {
    // Blue's captain on a6 and red's on a7 both go; red's engineer (swapped onto b7) runs round
    // the corner to a6; blue's captain on e6 attacks e7's brigadier and is removed.
    const board = [...initialState().board];
    [board[sq('b7')], board[sq('a11')]] = [
      { ...board[sq('a11')]!, origin: sq('b7') },
      { ...board[sq('b7')]!, origin: sq('a11') },
    ];
    const game = played(positionState(board, 0), ['a6', 'a7'], ['b7', 'a6'], ['e6', 'e7']);
    const states = game.states;
    const record = recordOf(game, 0);
    const k = learn(record, junqiView(states.at(-1)!, 0))!;
    expect(ranksOf(k.beliefs.possible[sq('b7')]!)).toEqual([ENGINEER]);
    expect(k.facts.b7).toEqual([{ kind: 'moved' }, { kind: 'engineer', from: 'b7', to: 'a6' }]);
    // A front-row piece that beat a captain: an officer from major up (no landmine, no bomb there).
    expect(ranksOf(k.beliefs.possible[sq('e7')]!)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(k.facts.e7).toEqual([{ kind: 'beat', rank: 7, role: 'defender', square: 'e7' }]);
    // The captain on a7 went with blue's captain: a captain (no bomb stands in the front row).
    expect(k.beliefs.alive[sq('a7')]).toBe(false);
    expect(rankCounts(k).find((c) => c.rank === 7)).toEqual({ rank: 7, min: 2, max: 2 });
    expect(rankCounts(k).find((c) => c.rank === ENGINEER)).toEqual({ rank: 9, min: 3, max: 3 });

    setLanguage('en');
    const note = (origin: string): PieceNote => ({
      origin: sq(origin),
      possible: k.beliefs.possible[sq(origin)]!,
      facts: k.facts[origin] ?? [],
      mark: null,
    });
    expect(tileNote(note('b7'))).toEqual({ lines: ['Engineer'], kind: 'known' });
    expect(tileNote(note('e7'))).toEqual({ lines: ['≥Major'], kind: 'range' });
    expect(tileNote({ ...note('e7'), mark: 2 })).toEqual({ lines: ['General?'], kind: 'mark' });
    // A mark the rules have ruled out is not shown on the tile, and the notes say so.
    expect(tileNote({ ...note('e7'), mark: 9 })).toEqual({ lines: ['≥Major'], kind: 'range' });
    expect(noteLines({ ...note('e7'), mark: 9 }, 1)).toEqual([
      'It beat your captain, which attacked it on e7.',
      'So it can be: major or higher.',
      'Your mark, engineer, is ruled out now.',
    ]);
    expect(possibleText(note('b7'), 1)).toBe('So it is: engineer.');
    // Nothing learned beyond the setup rules: nothing to say.
    expect(possibleText(note('c12'), 1)).toBeNull();
    expect(tileNote(note('c12'))).toBeNull();
  });

  it('keeps what an earlier visit learned, and merges it with what is learned now', () => {
    const game = randomGame('reload', 120, false);
    const v = game.states.length - 1;
    const full = knownAt(game, 0, v);
    // A page opened at v sees nothing of the moves before: it knows less…
    const late = learn(startRecord(message(v, game.states[v]!, 0)), junqiView(game.states[v]!, 0))!;
    const before = Object.keys(full.facts).length;
    expect(Object.keys(late.facts).length).toBeLessThanOrEqual(before);
    // …until what was kept comes back (through storage, as JSON).
    const kept = parseNotes(JSON.parse(JSON.stringify({ ...keep(full), marks: { a7: 2 } })));
    expect(kept.marks).toEqual({ a7: 2 });
    const merged = merge(late, kept, junqiView(game.states[v]!, 0));
    expect(merged.beliefs.possible).toEqual(full.beliefs.possible);
    for (const [origin, facts] of Object.entries(full.facts)) {
      expect(merged.facts[origin]).toEqual(expect.arrayContaining([...facts]));
    }
  });

  it('drops what storage holds that is not well formed', () => {
    expect(parseNotes(null)).toEqual(NO_NOTES);
    expect(
      parseNotes({
        possible: { a7: 3, z9: 1, b7: -1, c7: 1 << 13 },
        facts: { a7: [{ kind: 'moved' }, { kind: 'beat', rank: 99 }], q1: [] },
        marks: { a7: 2, b7: 'general' },
      }),
    ).toEqual({ possible: { a7: 3 }, facts: { a7: [{ kind: 'moved' }] }, marks: { a7: 2 } });
  });

  it('learns from a record that opened in the middle of the game, and ignores one that misread', () => {
    const game = randomGame('midway', 100, false);
    const from = 40;
    const last = game.states.length - 1;
    const record = recordOf(game, 1, from);
    expect(record.base.kind).toBe('midway');
    const k = learn(record, junqiView(game.states[last]!, 1))!;
    for (const [origin, rank] of truth(game.states[last]!, 0))
      expect(has(k.beliefs.possible[origin]!, rank)).toBe(true);
    // A record whose moves do not lead to the view is not trusted: nothing but the view is used.
    const wrong: GameRecord = { ...record, moves: record.moves.slice(1) };
    const fallback = learn(wrong, junqiView(game.states[last]!, 1))!;
    expect(
      Object.values(fallback.facts)
        .flat()
        .every((f) => f.kind === 'moved'),
    ).toBe(true);
  });

  it('is nothing for a spectator or outside play', () => {
    const game = randomGame('watch', 10, false);
    expect(
      learn(recordOf(game, 'spectator'), junqiView(game.states.at(-1)!, 'spectator')),
    ).toBeNull();
    expect(learn(recordOf(game, 0, 0), junqiView(game.states[0]!, 0))).toBeNull();
  });
});

/** A game from a position in play, by its moves, each side told what the server tells it. */
function played(start: JunqiState, ...moves: [string, string][]): Played {
  const states = [start];
  const events: Played['events'][number][] = [];
  for (const [from, to] of moves) {
    const state = states.at(-1)!;
    const step = junqiGame.play(state, state.toMove, { type: 'move', from, to });
    if (!step.ok) throw new Error(step.error.message);
    states.push(step.value.state);
    events.push(step.value.events);
  }
  return { states, events };
}
