/**
 * Plays a compact deal out to its end by the fast policies: `me` (if any) by the strong level's
 * own, the others by the given model of them (by default the same policies for every seat).
 */
import { dominoCard } from './domino-policy';
import type { DominoSim } from './domino-sim';
import { trickCard } from './trick-policy';
import type { TrickSim } from './trick-sim';

/** A card for `seat` from `legal` (not empty); in Dominoes -1 for a pass. */
export type TrickPolicy = (sim: TrickSim, seat: number, legal: number) => number;
export type DominoPolicy = (sim: DominoSim, seat: number, legal: number) => number;

export function runTricks(sim: TrickSim, me = -1, others: TrickPolicy = trickCard): void {
  while (!sim.over) {
    const seat = sim.toMove;
    const legal = sim.legal(seat);
    sim.play(seat === me ? trickCard(sim, seat, legal) : others(sim, seat, legal));
  }
}

/**
 * Ends: every unplayed card is in a hand that is still in, and some row always has an open end
 * until all are full, so some seat can always play.
 */
export function runDominoes(sim: DominoSim, me = -1, others: DominoPolicy = dominoCard): void {
  while (!sim.over) {
    const seat = sim.toMove;
    const legal = sim.legal(seat);
    const card = seat === me ? dominoCard(sim, seat, legal) : others(sim, seat, legal);
    if (card < 0) sim.pass();
    else sim.play(card);
  }
}
