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
  // What strikes it: the squares one road step away, and the first piece along each railroad ray.
  // (Loops, not a visitor: a closure made per call costs more than the search can spare.)
  let best = 0;
  for (const s of ENTRIES[target]!) {
    if (side[s] === attacker && canAttack(p, s))
      best = Math.max(best, attackGain(rank[s]!, victim, rules, values));
  }
  for (const ray of RAYS[target]!) {
    for (const s of ray) {
      if (side[s] === EMPTY) continue;
      if (side[s] === attacker && canAttack(p, s))
        best = Math.max(best, attackGain(rank[s]!, victim, rules, values));
      break;
    }
  }
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
  // What it strikes: the squares one road step away, and the first piece along each railroad ray.
  let best = 0;
  for (const t of ROAD_NEIGHBOURS[from]!) {
    if (side[t] === enemy && !IN_CAMP[t] && rank[t] !== FLAG)
      best = Math.max(best, attackGain(r, rank[t]!, rules, values));
  }
  for (const ray of RAYS[from]!) {
    for (const t of ray) {
      if (side[t] === EMPTY) continue;
      if (side[t] === enemy && !IN_CAMP[t] && rank[t] !== FLAG)
        best = Math.max(best, attackGain(r, rank[t]!, rules, values));
      break;
    }
  }
  return best;
}
