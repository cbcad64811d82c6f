/**
 * The rule-of-thumb player the strong level is measured against (bench only). It plays as a
 * decent human would, from its own seat's view and the events its seat saw, with nothing of the
 * strong level's code (it imports only the rules):
 *
 * - a sensible layout: the flag in a headquarters shut in by landmines, bombs behind the front,
 *   the marshal and the general in the middle rows, engineers at the back (mirrored and shuffled
 *   from the seed);
 * - it remembers what every enemy piece may be: what moved is no landmine and no flag, what ran
 *   round a railroad corner is an engineer, every combat tells how strong the piece was, and the
 *   counts (once both bombs are known, nothing else is one);
 * - it attacks only pieces it has reason to think it beats (the expected gain of the combat, by
 *   what the piece may be), sends engineers onto pieces that sit where landmines go, keeps its
 *   valuable pieces off likely landmines and bombs, and keeps its field marshal out of combat
 *   with anything that may be the enemy's marshal or a bomb until that marshal is found;
 * - it does not leave a piece where an enemy piece that may beat it can take it next move;
 * - it defends its flag's neighbourhood: an enemy piece that could reach the flag or clear a
 *   landmine in front of it next move is dealt with first;
 * - it goes for the flag once it is shown, and otherwise advances along the railroads towards
 *   the enemy's headquarters.
 */
import type { BotContext, BotLevel, BotMind, SeenStep } from '../src/core/game';
import { Rng } from '../src/core/rng';
import {
  BOMB,
  boardFromView,
  COUNTS,
  columnOf,
  combat,
  ENGINEER,
  FLAG,
  HALF,
  isCamp,
  isHeadquarters,
  isRail,
  type JunqiMove,
  type JunqiView,
  LANDMINE,
  LINES_THROUGH,
  MARSHAL,
  type Move,
  movesOf,
  type Piece,
  parseSquare,
  RANKS,
  type Rank,
  ROAD_NEIGHBOURS,
  rowFromFront,
  rowOf,
  type Side,
  SQUARES,
  type Square,
  squareName,
  squareOf,
  viewerSide,
} from '../src/games/junqi';

/** What a piece is worth to this player: bomb, marshal … engineer, landmine, flag. */
const WORTH: readonly number[] = [30, 100, 75, 55, 40, 30, 22, 15, 10, 16, 8, 1000];
const ALL = (1 << 12) - 1;
const IMMOBILE = (1 << LANDMINE) | (1 << FLAG);
const bitOf = (r: number) => 1 << r;
const hasRank = (mask: number, r: number) => (mask & (1 << r)) !== 0;

/** The layout it starts from (blue's half; mirrored and turned round as needed). */
// biome-ignore format: each line is a row of the board, from the front row back
const TEMPLATE: Readonly<Record<string, Rank>> = {
  a6: 6, b6: 7, c6: 4, d6: 7, e6: 5,
  a5: 8, c5: 3, e5: 7,
  a4: 5, b4: 2, d4: 1, e4: 6,
  a3: 9, c3: 0, e3: 3,
  a2: 9, b2: 10, c2: 8, d2: 0, e2: 8,
  a1: 10, b1: 11, c1: 10, d1: 4, e1: 9,
};

function ruleLayout(side: Side, rng: Rng): Record<string, Rank> {
  const mirror = rng.next() < 0.5;
  const at = (name: string): Square => {
    const s = parseSquare(name)!;
    const c = mirror ? 4 - columnOf(s) : columnOf(s);
    const r = side === 0 ? rowOf(s) : 13 - rowOf(s);
    return squareOf(c, r);
  };
  const placed = new Map<Square, Rank>();
  for (const [name, rank] of Object.entries(TEMPLATE)) placed.set(at(name), rank);
  // Shuffle the front row, and the officers of the middle rows among themselves.
  const groups = [
    ['a6', 'b6', 'c6', 'd6', 'e6'],
    ['a4', 'b4', 'd4', 'e4', 'c5', 'e3'],
  ];
  for (const group of groups) {
    const squares = group.map(at);
    const ranks = rng.shuffle(squares.map((s) => placed.get(s)!));
    for (const [i, s] of squares.entries()) placed.set(s, ranks[i]!);
  }
  const out: Record<string, Rank> = {};
  for (const [s, r] of placed) out[squareName(s)] = r;
  return out;
}

const onDefault = (view: JunqiView, me: Side): boolean => {
  // The default layouts put the flag on b1 / b12 and a landmine on c1 / c12: a cheap check.
  const name = me === 0 ? 'b1' : 'b12';
  const other = me === 0 ? 'c2' : 'c11';
  const at = (n: string) => view.pieces.find((p) => p.square === n)?.rank;
  return at(name) === FLAG && at(other) === (me === 0 ? LANDMINE : ENGINEER);
};

/** What this player knows of the enemy pieces, by the square each started on. */
class Knowledge {
  /** Ranks each enemy piece may be (a 12-bit mask), by origin; 0 where none started. */
  readonly may = new Int16Array(SQUARES);
  /** The origin of the piece on each square (side * 64 + origin), -1 when empty. */
  private board = new Int16Array(SQUARES).fill(-1);
  private pending: { origin: Square; role: 'attacker' | 'defender' } | null = null;

  constructor(
    private readonly me: Side,
    private readonly rules: JunqiView['options'],
  ) {
    const enemy = 1 - me;
    for (const s of HALF[enemy]!) {
      if (isCamp(s)) continue;
      let m = 0;
      for (const r of RANKS) {
        const row = rowFromFront(s, enemy as Side);
        if (r === FLAG && !isHeadquarters(s)) continue;
        if (r === LANDMINE && row < 5) continue;
        if (r === BOMB && row === 1) continue;
        m |= bitOf(r);
      }
      this.may[s] = m;
    }
  }

  private narrow(origin: Square, mask: number): void {
    const after = this.may[origin]! & mask;
    if (after !== 0) this.may[origin] = after;
  }

  /** Reads the events since the last decision, then what the view says now. */
  update(view: JunqiView, events: readonly SeenStep[] | null | undefined): void {
    if (events) {
      for (const step of events) for (const e of step.events) this.read(e);
    }
    const enemy = 1 - this.me;
    this.board.fill(-1);
    for (const p of view.pieces) {
      const s = parseSquare(p.square);
      const o = parseSquare(p.origin);
      if (s === null || o === null) continue;
      const side = p.side === 'blue' ? 0 : 1;
      this.board[s] = side * 64 + o;
      if (side !== enemy) continue;
      if (p.moved) this.narrow(o, ~IMMOBILE);
      if (p.rank !== null) this.narrow(o, bitOf(p.rank));
    }
    // The enemy flag is shown once its marshal is gone; until then the marshal lives.
    if (view.phase === 'play' && view.flagShown[enemy === 0 ? 'blue' : 'red']) {
      for (let s = 0; s < SQUARES; s++) if (this.may[s]) this.narrow(s, ~bitOf(MARSHAL));
    }
    this.count();
  }

  private read(e: unknown): void {
    if (typeof e !== 'object' || e === null) return;
    const ev = e as Record<string, unknown>;
    if (ev.type === 'started') {
      this.board.fill(-1);
      for (const side of [0, 1]) {
        for (const s of HALF[side]!) if (!isCamp(s)) this.board[s] = side * 64 + s;
      }
    } else if (ev.type === 'moved') {
      const from = parseSquare(String(ev.from));
      const to = parseSquare(String(ev.to));
      if (from === null || to === null) return;
      const mover = this.board[from]!;
      const target = this.board[to]!;
      if (mover < 0) return;
      const enemy = 1 - this.me;
      if (mover >> 6 === enemy) {
        const o = mover & 63;
        this.narrow(o, ~IMMOBILE);
        if (!this.plain(from, to)) this.narrow(o, bitOf(ENGINEER));
        if (ev.result !== null) this.pending = { origin: o, role: 'defender' };
      } else if (ev.result !== null && target >= 0) {
        this.pending = { origin: target & 63, role: 'attacker' };
      }
      this.board[from] = -1;
      if (ev.result === null || ev.result === 'won') this.board[to] = mover;
      else if (ev.result === 'both') this.board[to] = -1;
    } else if (ev.type === 'combat') {
      const p = this.pending;
      this.pending = null;
      const mine = ev.rank as Rank;
      if (!p || ev.role !== p.role || typeof mine !== 'number') return;
      let mask = 0;
      for (const r of RANKS) {
        // The result is always the attacker's: our piece's when we attacked, theirs when they did.
        const result =
          p.role === 'attacker' ? combat(mine, r, this.rules) : combat(r, mine, this.rules);
        if (result === ev.result) mask |= bitOf(r);
      }
      this.narrow(p.origin, mask);
    }
  }

  /** A road step, or a straight rail run over empty posts: open to any piece. */
  private plain(from: Square, to: Square): boolean {
    if (ROAD_NEIGHBOURS[from]!.includes(to)) return true;
    for (const line of LINES_THROUGH[from]!) {
      const i = line.indexOf(from);
      const j = line.indexOf(to);
      if (j < 0) continue;
      const step = j > i ? 1 : -1;
      let clear = true;
      for (let k = i + step; k !== j; k += step) if (this.board[line[k]!]! >= 0) clear = false;
      if (clear) return true;
    }
    return false;
  }

  /** The counts: a rank all of whose pieces are known is no other piece's. */
  private count(): void {
    for (let round = 0; round < 3; round++) {
      for (const r of RANKS) {
        let sure = 0;
        let may = 0;
        for (let s = 0; s < SQUARES; s++) {
          const m = this.may[s]!;
          if (!hasRank(m, r)) continue;
          may++;
          if (m === bitOf(r)) sure++;
        }
        const want = COUNTS[r]!;
        if (sure >= want && may > sure) {
          for (let s = 0; s < SQUARES; s++) {
            const m = this.may[s]!;
            if (hasRank(m, r) && m !== bitOf(r)) this.may[s] = m & ~bitOf(r);
          }
        } else if (may === want && sure < want) {
          for (let s = 0; s < SQUARES; s++) if (hasRank(this.may[s]!, r)) this.may[s] = bitOf(r);
        }
      }
    }
  }
}

interface Odds {
  win: number;
  lose: number;
  both: number;
  /** Expected worth of the piece, where we win. */
  gain: number;
}

function createRuleMind(): BotMind<JunqiView, JunqiMove> {
  let known: Knowledge | null = null;
  let laidOut = false;
  let previous: Move | null = null;
  const recent: { origin: Square; square: Square }[] = [];
  return {
    choose(view: JunqiView, ctx: BotContext): JunqiMove {
      const me = viewerSide(view);
      if (me === null) throw new Error('a bot plays a seat');
      const rng = new Rng(ctx.seed);
      if (view.phase === 'setup') {
        if (laidOut || !onDefault(view, me)) return { type: 'ready' };
        laidOut = true;
        return { type: 'layout', pieces: ruleLayout(me, rng) };
      }
      known ??= new Knowledge(me, view.options);
      known.update(view, ctx.events);
      const board = boardFromView(view);
      const moves = movesOf(board, me);
      const m = choose(board, me, view, known, moves, previous, recent, rng);
      previous = m;
      recent.push({ origin: board[m.from]!.origin, square: m.from });
      if (recent.length > 8) recent.shift();
      return { type: 'move', from: squareName(m.from), to: squareName(m.to) };
    },
  };
}

function choose(
  board: (Piece | null)[],
  me: Side,
  view: JunqiView,
  known: Knowledge,
  moves: readonly Move[],
  previous: Move | null,
  recent: readonly { origin: Square; square: Square }[],
  rng: Rng,
): Move {
  const enemy = (1 - me) as Side;
  const may = (p: Piece) => known.may[p.origin]! || ALL;
  const unmovedBack = (p: Piece, s: Square) => !p.moved && rowFromFront(s, enemy) >= 5;
  /** How likely each rank is for an enemy piece: by how many of it there are, with some sense. */
  const weights = (p: Piece, s: Square): number[] => {
    const m = may(p);
    const w = RANKS.map((r) => (hasRank(m, r) ? COUNTS[r]! : 0));
    if (!p.moved) {
      // A piece that never moves as the game goes on: likelier a bomb, a landmine, the flag.
      const still = 1 + Math.min(2, view.ply / 80);
      w[BOMB]! *= still;
      w[LANDMINE]! *= still * (unmovedBack(p, s) ? 1.5 : 1);
      w[FLAG]! *= still;
    }
    return w;
  };
  const odds = (mine: Rank, p: Piece, s: Square): Odds => {
    const w = weights(p, s);
    let total = 0;
    const o = { win: 0, lose: 0, both: 0, gain: 0 };
    for (const r of RANKS) {
      const x = w[r]!;
      if (x === 0) continue;
      total += x;
      const result = combat(mine, r, view.options);
      if (result === 'won') {
        o.win += x;
        o.gain += x * WORTH[r]!;
      } else if (result === 'lost') o.lose += x;
      else {
        o.both += x;
        o.gain += x * WORTH[r]!;
      }
    }
    if (total === 0) return { win: 0, lose: 1, both: 0, gain: 0 };
    return { win: o.win / total, lose: o.lose / total, both: o.both / total, gain: o.gain / total };
  };
  /** The chance that an enemy piece that moves beats (or trades with) our `mine`. */
  const threat = (p: Piece, s: Square, mine: Rank): { beats: number; trades: number } => {
    const w = weights(p, s);
    w[LANDMINE] = 0;
    w[FLAG] = 0;
    let total = 0;
    let beats = 0;
    let trades = 0;
    for (const r of RANKS) {
      const x = w[r]!;
      if (x === 0) continue;
      total += x;
      const result = combat(r as Rank, mine, view.options);
      if (result === 'won') beats += x;
      else if (result === 'both') trades += x;
    }
    return total === 0 ? { beats: 0, trades: 0 } : { beats: beats / total, trades: trades / total };
  };
  const enemyMarshalFound = view.flagShown[enemy === 0 ? 'blue' : 'red'];
  const myFlag = board.findIndex((p) => p?.side === me && p.rank === FLAG);
  const flagDoors = ROAD_NEIGHBOURS.map((_, s) => s).filter((s) =>
    ROAD_NEIGHBOURS[s]!.includes(myFlag),
  );
  // Where the enemy flag may be: shown, or an unmoved piece in a headquarters.
  const enemyFlags: Square[] = [];
  for (let s = 0; s < SQUARES; s++) {
    const p = board[s];
    if (p?.side === enemy && isHeadquarters(s) && hasRank(may(p), FLAG)) enemyFlags.push(s);
  }
  const flagKnown = enemyFlags.length === 1 && may(board[enemyFlags[0]!]!) === bitOf(FLAG);
  const targetDoors = enemyFlags.flatMap((f) =>
    ROAD_NEIGHBOURS.map((_, s) => s).filter((s) => ROAD_NEIGHBOURS[s]!.includes(f)),
  );
  const dist = (a: Square, b: Square) =>
    Math.abs(columnOf(a) - columnOf(b)) + Math.abs(rowOf(a) - rowOf(b));
  const nearTarget = (s: Square) =>
    targetDoors.length === 0 ? 0 : Math.min(...targetDoors.map((d) => dist(s, d)));
  const advance = (s: Square) => (rowFromFront(s, enemy) === 0 ? 0 : 7 - rowFromFront(s, enemy));
  const inEnemyHalf = (s: Square) => (me === 0 ? rowOf(s) >= 7 : rowOf(s) <= 6);

  /** The squares within two road steps of our flag: where its guard stands. */
  const nearFlag = new Set<Square>();
  for (const d of flagDoors) {
    nearFlag.add(d);
    for (const t of ROAD_NEIGHBOURS[d]!) nearFlag.add(t);
  }
  nearFlag.delete(myFlag);

  /**
   * The danger to us on a board (after our move): the worst loss an enemy piece can inflict next
   * move, what it would take to get at our flag (a piece that reaches an open door takes the flag
   * the move after; an engineer clears a landmine on a door), and a flag left without a guard.
   */
  const danger = (b: (Piece | null)[]): number => {
    let worst = 0;
    let flagThreat = 0;
    // Any enemy piece that may be an engineer may run round the railroad's corners.
    const theirs = b.map((p) =>
      p?.side === enemy && hasRank(may(p), ENGINEER) ? { ...p, rank: ENGINEER as Rank } : p,
    );
    for (const m of movesOf(theirs, enemy)) {
      const e = b[m.from]!;
      if ((may(e) & ~IMMOBILE) === 0) continue;
      const target = b[m.to];
      const door = flagDoors.includes(m.to);
      if (target?.side === me) {
        if (target.rank === FLAG) {
          flagThreat = Math.max(flagThreat, 5000);
          continue;
        }
        const t = threat(e, m.from, target.rank);
        const loss = t.beats * WORTH[target.rank]! + t.trades * 0.5 * WORTH[target.rank]!;
        if (door) flagThreat = Math.max(flagThreat, 1500 * t.beats);
        if (loss > worst) worst = loss;
      } else if (!target && door) {
        // A mobile piece on an open door takes the flag the move after.
        flagThreat = Math.max(flagThreat, 1500);
      }
    }
    let guard = 0;
    for (const s of nearFlag) {
      const p = b[s];
      if (p?.side === me && p.rank !== LANDMINE && (p.rank <= 6 || p.rank === BOMB)) guard++;
    }
    // A door with nothing on it is a hole in the flag's defence, whoever can reach it now.
    let open = 0;
    for (const d of flagDoors) if (!b[d] || b[d]!.side !== me) open++;
    return worst * 0.8 + flagThreat + (guard === 0 ? 40 : 0) + 30 * open;
  };

  const dangerNow = danger(board);
  let best = moves[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const m of moves) {
    const mine = board[m.from]!;
    const r = mine.rank;
    const target = board[m.to];
    let score = 0;
    const after = [...board];
    after[m.from] = null;
    if (target) {
      const p = target;
      const pm = may(p);
      if (pm === bitOf(FLAG)) return m;
      const o = odds(r, p, m.to);
      const ev = o.gain - o.lose * WORTH[r]! - o.both * WORTH[r]!;
      score += ev;
      const mineOrBomb = hasRank(pm, LANDMINE) || hasRank(pm, BOMB);
      // Keep the marshal out of trades with their marshal and off bombs until it is found.
      if (r === MARSHAL && !enemyMarshalFound && o.win < 0.95) score -= 200;
      // Valuable pieces keep off what may be landmines or bombs.
      if (WORTH[r]! >= 40 && mineOrBomb && !p.moved && o.win < 0.8) score -= 80;
      // Engineers are for landmines: an unmoved piece at the back, or at the door of a flag.
      if (r === ENGINEER && !p.moved && hasRank(pm, LANDMINE)) {
        score += 15 + (targetDoors.includes(m.to) ? 30 : 0);
      }
      // The door of their flag: worth a risk.
      if (targetDoors.includes(m.to) || enemyFlags.includes(m.to)) {
        score += flagKnown ? 60 : 15;
        if (enemyFlags.includes(m.to)) score += 100 * o.win;
      }
      // A piece that guards our flag's door leaves it only for a sure thing.
      if (flagDoors.includes(m.from) && o.win < 0.9) score -= 80;
      // What the board looks like after each outcome, weighed by how likely it is.
      const won = [...after];
      won[m.to] = mine;
      const lost = [...after];
      const both = [...after];
      both[m.to] = null;
      score -= o.win * danger(won) + o.lose * danger(lost) + o.both * danger(both) - dangerNow;
    } else {
      after[m.to] = mine;
      // Go somewhere: towards their back rows, along the railroads, and at their flag.
      const forward = advance(m.to) - advance(m.from);
      if (r !== MARSHAL || enemyMarshalFound) score += 2 * forward;
      // Until their marshal is found ours stays in our own half, behind the front.
      else score += Math.min(0, forward) + (inEnemyHalf(m.to) ? -30 : 0);
      if (isRail(m.to) && !isRail(m.from)) score += 1;
      if (targetDoors.length > 0) {
        const closer = nearTarget(m.from) - nearTarget(m.to);
        score += (flagKnown ? 6 : 1.5) * closer * (r === ENGINEER || r <= 4 ? 1.5 : 1);
      }
      // The pieces on our own flag's doors stay there.
      if (flagDoors.includes(m.from)) score -= 80;
      if (isHeadquarters(m.to)) score -= 20;
      score -= danger(after) - dangerNow;
    }
    if (previous && m.from === previous.to && m.to === previous.from) score -= 4;
    // Nor back to where the same piece stood a few moves ago: it gets nowhere.
    if (!target && recent.some((h) => h.origin === mine.origin && h.square === m.to)) score -= 6;
    score += rng.next() * 2;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

export const ruleOfThumb: BotLevel<JunqiView, JunqiMove> = {
  id: 'rule-of-thumb',
  create: createRuleMind,
  choose: (view, ctx) => createRuleMind().choose(view, { ...ctx, events: null }),
};
