/**
 * What happens when a piece attacks (the attacker is always the piece that moves), first rule
 * that applies: a bomb removes both; the flag is taken; an engineer clears a landmine; any other
 * piece dies on a landmine (by default; the other reading removes both); between officers the
 * lower number wins and equals both go.
 */
import { BOMB, ENGINEER, FLAG, LANDMINE, type Rank } from './pieces';

/** From the attacker's side: it moved in, it was removed, or both were removed. */
export type CombatResult = 'won' | 'lost' | 'both';

export interface CombatRules {
  /** A landmine attacked by anything but an engineer removes both pieces, not only the attacker. */
  readonly mineKillsBoth: boolean;
}

export function combat(attacker: Rank, defender: Rank, rules: CombatRules): CombatResult {
  if (attacker === BOMB || defender === BOMB) return 'both';
  if (defender === FLAG) return 'won';
  if (defender === LANDMINE) {
    if (attacker === ENGINEER) return 'won';
    return rules.mineKillsBoth ? 'both' : 'lost';
  }
  if (attacker === defender) return 'both';
  return attacker < defender ? 'won' : 'lost';
}
