/**
 * The search's look one move past the enemy's reply, at captures only: what the side to move
 * gains by taking a piece it reaches. It reads the ranks of one sampled world, so it counts only
 * the captures next to the squares a move and its reply touched (see search's `nextCapture`).
 */
import { ROAD_NEIGHBOURS, type Square } from '../board';
import { type CombatRules, combat } from '../combat';
import { FLAG, LANDMINE, type Rank } from '../pieces';
import { ENTRIES, IN_CAMP, RAYS } from './geometry';
import { EMPTY, type Position } from './position';

/** What attacking `target` gains `attacker`, by rank values: negative when it loses more. */
export function attackGain(
  attacker: number,
  target: number,
  rules: CombatRules,
  values: readonly number[],
): number {
  const result = combat(attacker as Rank, target as Rank, rules);
  if (result === 'won') return values[target]!;
  if (result === 'both') return values[target]! - values[attacker]!;
  return -values[attacker]!;
}

/**
 * Visits the squares one road step away (`road`) and, along each railroad ray from the square,
 * the first that holds a piece: those a straight move strikes, or that strike it.
 */
function strikes(
  p: Position,
  road: readonly Square[],
  rays: readonly (readonly Square[])[],
  visit: (s: Square) => void,
): void {
  for (const s of road) visit(s);
  for (const ray of rays) {
    for (const s of ray) {
      if (p.side[s] === EMPTY) continue;
      visit(s);
      break;
    }
  }
}

/** Whether the piece on `s` can attack (a headquarters has no way out: the board says so). */
const canAttack = (p: Position, s: Square) => {
  const r = p.rank[s]!;
  return r !== LANDMINE && r !== FLAG;
};

/**
 * The most the other side gains by attacking the piece on `target` next move, with a piece that
 * reaches it by a road step or a straight clear run along the railroad (an engineer's runs round
 * corners are left out): 0 when no attack gains, or the piece is in a camp, or is the flag (the
 * race to the flags is the evaluation's).
 */
export function bestAttackOn(
  p: Position,
  target: Square,
  rules: CombatRules,
  values: readonly number[],
): number {
  const { rank, side } = p;
  const victim = rank[target]!;
  if (side[target] === EMPTY || IN_CAMP[target] || victim === FLAG) return 0;
  const attacker = 1 - side[target]!;
  let best = 0;
  const consider = (s: Square) => {
    if (side[s] !== attacker || !canAttack(p, s)) return;
    best = Math.max(best, attackGain(rank[s]!, victim, rules, values));
  };
  strikes(p, ENTRIES[target]!, RAYS[target]!, consider);
  return best;
}

/** The most the piece on `from` gains by attacking, next move, an enemy piece it reaches. */
export function bestAttackFrom(
  p: Position,
  from: Square,
  rules: CombatRules,
  values: readonly number[],
): number {
  const { rank, side } = p;
  if (side[from] === EMPTY || !canAttack(p, from)) return 0;
  const r = rank[from]!;
  const enemy = 1 - side[from]!;
  let best = 0;
  const consider = (t: Square) => {
    const q = rank[t]!;
    if (side[t] !== enemy || IN_CAMP[t] || q === FLAG) return;
    best = Math.max(best, attackGain(r, q, rules, values));
  };
  strikes(p, ROAD_NEIGHBOURS[from]!, RAYS[from]!, consider);
  return best;
}
