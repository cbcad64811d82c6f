import { boardMask, parseSquare } from './board';
import { type KnightsState, type KnightsView, placeOn } from './rules';

/**
 * Rebuilds the rules state from what a seat sees. The game has no secrets, so a bot that works
 * from its view loses nothing by doing so.
 */
export function stateFromView(view: KnightsView): KnightsState {
  const size = { files: view.files, ranks: view.ranks };
  let [legalLo, legalHi] = boardMask(size);
  const placed: number[] = [];
  for (const k of view.knights) {
    const s = parseSquare(k.square, size);
    if (s === null) throw new Error(`view names a square off the board: ${k.square}`);
    placed.push(s);
    [legalLo, legalHi] = placeOn(legalLo, legalHi, s);
  }
  return { files: view.files, ranks: view.ranks, placed, legalLo, legalHi };
}
