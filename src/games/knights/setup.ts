/**
 * The one door from a raw position (a board size and the squares taken, as anyone may write
 * them) to a checked `KnightsState`, after chessops's setup → fromSetup: the rules, the bots, the
 * browser and the analyser's notation all come in here, so a position is judged by one set of
 * checks with one wording.
 */
import { fail, ok, type Result } from '../../core/errors';
import { type BoardSize, boardMask, MAX_SIDE, MIN_SIDE } from './board';
import { type KnightsState, locate, placeKnight, placementError } from './rules';

const supportedSide = (n: number) => Number.isInteger(n) && n >= MIN_SIDE && n <= MAX_SIDE;

/** The empty board of this size, or why there is none: the bitboards stop at MAX_SIDE. */
function emptyBoard(size: BoardSize): Result<KnightsState> {
  const { files, ranks } = size;
  if (!supportedSide(files) || !supportedSide(ranks)) {
    return fail(
      'knights.unsupported-size',
      `A ${files}×${ranks} board is not supported: each side must be ${MIN_SIDE} to ${MAX_SIDE}.`,
      { files, ranks, min: MIN_SIDE, max: MAX_SIDE },
    );
  }
  const [legalLo, legalHi] = boardMask(size);
  return ok({ files, ranks, placed: [], legalLo, legalHi });
}

/** The state with a knight on the square named `square`, or why it may not go there. */
function placeNamed(state: KnightsState, square: string): Result<KnightsState> {
  const s = locate(state, square);
  if (!s.ok) return s;
  const refused = placementError(state, s.value);
  return refused ? { ok: false, error: refused } : ok(placeKnight(state, s.value));
}

/**
 * The position with knights on `squares` (chess names, in the order played), or the refusal of
 * the first square that cannot take one. Turns are not checked: the squares alternate seats by
 * their order, so any legal sequence is a position some game reached.
 */
export function fromSquares(size: BoardSize, squares: readonly string[]): Result<KnightsState> {
  let state = emptyBoard(size);
  for (const square of squares) {
    if (!state.ok) break;
    state = placeNamed(state.value, square);
  }
  return state;
}
