/**
 * The race to one flag, in one world where every rank is known: how many moves the attacking
 * side's nearest useful piece needs to stand on a square that enters the flag's headquarters (past
 * what guards it), and how exposed the flag is once the tempo is counted — an attacker that the
 * defending side cannot meet in time takes the flag, however much material the defence has.
 *
 * This sees what a two-ply search cannot: a raider two or three moves from the door with nothing
 * that beats it near enough, or a marshal beside a landmine that an engineer is about to clear for
 * it. Distances are counted on an empty board, except where the tempo makes every move count (one
 * move for the attacker, one or two for a defender): there they are checked on the real board, so
 * that a railroad blocked by pieces is no way in, and no way to the rescue.
 *
 * An attacker standing in a door, with the defence to move, is taken first, and the piece that
 * takes it is spent on it (a bomb goes with it; anything else then stands on the door): counted
 * as free to meet a second attacker behind it, the bomb beside a door cleared by an engineer met
 * both the engineer and the brigadier that followed it in (game 2878 of the benchmark, the flag
 * lost). Counted as spent, the search won 391 of games 1200–1599 (391 before), and of games new
 * to it 390 of 2400–2799 (390) and 393 of 2800–3199 (389). The same before the landmine is
 * cleared (a defender counted against what follows an engineer only if it holds the door after
 * taking the engineer, or another can take the engineer) won 390 of 1200–1599: not kept, since
 * the search's reply already reaches the cleared door.
 */
import { SQUARES, type Square } from '../board';
import { BOMB, ENGINEER, LANDMINE } from '../pieces';
import { ENTRIES, engineerDistance, IN_CAMP, mobile, moveDistance } from './geometry';
import { markStrikers, type Position, reachesInOne, stepsOntoMarked } from './position';

/**
 * What an attacker the defence cannot meet costs the defence, by the moves the defence has before
 * the flag falls. Beyond the table's end, nothing: far threats are the evaluation's linear pull
 * (counting them down to 60 and 20 at four and five moves won no more games: 62 of 76 against 63).
 */
export const UNMET: readonly number[] = [6000, 3000, 700, 150];

export interface Race {
  /** Moves the attacker needs to stand at the flag's door (30: no way in). */
  readonly distance: number;
  /** How grave the attack is for the defence (0 when every near attacker can be met). */
  readonly exposure: number;
}

const distance = (rank: number, from: Square, to: Square) =>
  rank === ENGINEER ? engineerDistance(from, to) : moveDistance(from, to);

/** An attacker's moves to a door: on the empty board, but a single move on the real one. */
function reach(p: Position, rank: number, from: Square, to: Square): number {
  const d = distance(rank, from, to);
  if (d !== 1) return d;
  return reachesInOne(p, from, to) ? 1 : 2;
}

// The squares that strike the door being looked at, for pieces and for engineers, marked lazily.
const strikers = [new Int32Array(SQUARES), new Int32Array(SQUARES)];
const marked = [0, 0];
let doorMark = 0;

/**
 * Whether the defender on `from` strikes the door `to` within `moves` moves: on the real board
 * when that is one or two, on the empty board beyond.
 */
function defends(p: Position, rank: number, from: Square, to: Square, moves: number): boolean {
  if (distance(rank, from, to) > moves) return false;
  if (moves >= 3) return true;
  const engineer = rank === ENGINEER ? 1 : 0;
  const mask = strikers[engineer]!;
  if (marked[engineer] !== doorMark) {
    marked[engineer] = doorMark;
    markStrikers(p, to, engineer === 1, mask, doorMark);
  }
  if (mask[from] === doorMark) return true;
  return moves === 2 && stepsOntoMarked(p, from, mask, doorMark);
}

/** Whether a piece of rank `y` attacking one of rank `x` (both mobile) removes it. */
const stops = (y: number, x: number) => y === BOMB || x === BOMB || y <= x;

// Scratch lists of the defence's mobile pieces, filled once per call.
const defSquare = new Int8Array(25);
const defRank = new Int8Array(25);
let defenders = 0;
// And of the attack's, so that each door looks at its pieces only, not at every square.
const attSquare = new Int8Array(25);
const attRank = new Int8Array(25);
let attackers = 0;

// The defenders (by index in the scratch lists) that can take an attacker standing in a door.
const taker = new Int8Array(25);

/** Whether the defender of rank `y` takes a piece of rank `x` and stays on its square. */
const takesAndStays = (y: number, x: number) => y !== BOMB && x !== BOMB && y < x;

/**
 * Whether a piece of rank `r` that follows an attacker of rank `stander` into the door `e` is
 * met: by one of the `takers` that takes the stander and holds the door against it, or, within
 * `moves` moves, by a defender that stops it while another defender takes the stander.
 */
function followerMet(
  p: Position,
  r: number,
  e: Square,
  moves: number,
  stander: number,
  takers: number,
): boolean {
  for (let i = 0; i < takers; i++) {
    const y = defRank[taker[i]!]!;
    // On the door, the taker is attacked by the follower: it holds unless the follower beats it.
    if (takesAndStays(y, stander) && (r === BOMB || r >= y)) return true;
  }
  for (let k = 0; k < defenders; k++) {
    if (!stops(defRank[k]!, r)) continue;
    if (takers === 0 || (takers === 1 && taker[0] === k)) continue;
    if (defends(p, defRank[k]!, defSquare[k]!, e, moves)) return true;
  }
  return false;
}

/**
 * The race of `attacker` to the flag on `flag` (its exposure left at 0 unless `weighed`). With
 * the attacker to move, the defence has as many moves as the attacker needs to reach the door (its
 * last one to take the piece standing there); with the defence to move, one more.
 *
 * How a door's guard counts: an engineer takes a landmine as it enters the square, a bomb goes
 * with it (two moves: the square is then left to a second piece); any other piece gets past a
 * landmine only once the attacker's nearest engineer has cleared it, after which it takes
 * whatever took the engineer back. A piece that beats the guard enters as it takes it; a trade
 * (a bomb, an equal) leaves the square to a second piece: two moves more. A piece that loses to
 * the guard is no threat through that square.
 */
export function flagRace(
  p: Position,
  attacker: number,
  flag: Square,
  attackerToMove: boolean,
  weighed = true,
): Race {
  const { rank, side: owner } = p;
  defenders = 0;
  attackers = 0;
  for (let s = 0; s < SQUARES; s++) {
    const o = owner[s]!;
    if (o < 0) continue;
    const r = rank[s]!;
    if (!mobile(r, s)) continue;
    if (o === attacker) {
      attSquare[attackers] = s;
      attRank[attackers] = r;
      attackers++;
    } else if (weighed) {
      defSquare[defenders] = s;
      defRank[defenders] = r;
      defenders++;
    }
  }
  const tempo = attackerToMove ? 0 : 1;
  let best = 30;
  let exposure = 0;
  for (const e of ENTRIES[flag]!) {
    doorMark++;
    const there = owner[e]!;
    const guarded = there !== attacker && there >= 0;
    const g = rank[e]!;
    // An attacker standing in the door takes the flag next: the defence's next move must take it,
    // so whatever follows it is met only by a piece that takes it and holds the door, or by
    // another piece than the one that took it (a bomb goes with what it takes).
    const stander = there === attacker && tempo === 1 ? rank[e]! : -1;
    let takers = 0;
    if (stander >= 0) {
      for (let k = 0; k < defenders; k++) {
        if (stops(defRank[k]!, stander) && defends(p, defRank[k]!, defSquare[k]!, e, 1)) {
          taker[takers++] = k;
        }
      }
    }
    let cleared = 30;
    if (guarded && g === LANDMINE) {
      for (let i = 0; i < attackers; i++) {
        if (attRank[i] !== ENGINEER) continue;
        const c = reach(p, ENGINEER, attSquare[i]!, e);
        if (c < cleared) cleared = c;
      }
    }
    for (let i = 0; i < attackers; i++) {
      const s = attSquare[i]!;
      const r = attRank[i]!;
      let extra = 0;
      // Behind an engineer that clears a landmine, the defence must spend a move taking that
      // engineer (it would take the flag next), so it has one move less to meet what follows.
      let forced = 0;
      if (guarded) {
        if (g === LANDMINE) {
          if (r === BOMB) extra = 2;
          else if (r !== ENGINEER) {
            if (cleared === 30) continue;
            extra = cleared;
            forced = 1;
          }
        } else if (g === BOMB || r === BOMB || r === g) extra = 2;
        else if (r > g) continue;
      }
      const d = reach(p, r, s, e) + extra;
      if (d < best) best = d;
      const moves = d + tempo;
      if (!weighed || moves >= UNMET.length || UNMET[moves]! <= exposure) continue;
      // Behind a stander, the defence's first move is spent on it.
      if (stander >= 0 && s !== e) {
        if (!followerMet(p, r, e, moves - 1, stander, takers)) exposure = UNMET[moves]!;
        continue;
      }
      // Met by a defender that stops this piece and strikes the door in time, or, moving first,
      // strikes the piece where it stands.
      let met = false;
      for (let k = 0; k < defenders && !met; k++) {
        const y = defRank[k]!;
        const ys = defSquare[k]!;
        if (!stops(y, r)) continue;
        met =
          defends(p, y, ys, e, moves - forced) ||
          (tempo === 1 && !IN_CAMP[s] && reachesInOne(p, ys, s));
      }
      if (!met) exposure = UNMET[moves]!;
    }
  }
  return { distance: best, exposure };
}
