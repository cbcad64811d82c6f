/** Plays a compact deal out to its end, every seat by the fast policies. */
import { dominoCard } from './domino-policy';
import type { DominoSim } from './domino-sim';
import { trickCard } from './trick-policy';
import type { TrickSim } from './trick-sim';

export function runTricks(sim: TrickSim): void {
  while (!sim.over) {
    const seat = sim.toMove;
    sim.play(trickCard(sim, seat, sim.legal(seat)));
  }
}

/**
 * Ends: every unplayed card is in a hand that is still in, and some row always has an open end
 * until all are full, so some seat can always play.
 */
export function runDominoes(sim: DominoSim): void {
  while (!sim.over) {
    const seat = sim.toMove;
    const card = dominoCard(sim, seat, sim.legal(seat));
    if (card < 0) sim.pass();
    else sim.play(card);
  }
}
