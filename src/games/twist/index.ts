/**
 * IQ Twist: the public face of the rules module. Pure and free of Node APIs, so the server, the
 * command line, the browser and its web workers all share it. The README's IQ Twist section
 * describes the placement-string encoding it reads and writes.
 *
 * - parse/format: parsePlacement, parsePlacementString, parseBoard ("" = empty board), format*
 * - validity with reasons: checkPlacementString, checkBoard, placementError (one more piece)
 * - drawing: placementCells / placementCellsOf (loops of a placement), boardCells (whole board)
 * - spec functions: isPlacementWellFormed, isPlacementStringWellFormed, isPlacementStringValid,
 *   getViablePiecePlacements (§8, null when none), getSolutions (§9, [] when none)
 * - solve(start, { limit, countOnly }): "how many solutions, counting no further than N"
 * - hint(current, start), generate(level, seed), CHALLENGES, and the one-seat Game `twist`
 */
export { COLUMNS, ROWS } from './board';
export { type PlacedLoop, placementCells, placementCellsOf } from './cells';
export { CHALLENGES, challengesOf, findChallenge } from './challenges';
export {
  isSolved,
  type TwistMove,
  type TwistOptions,
  type TwistState,
  type TwistView,
  twist,
  twistMoveSchema,
  twistOptionsSchema,
} from './game';
export {
  type Challenge,
  type GeneratedChallenge,
  type Grade,
  generate,
  generateChallenges,
  gradeChallenge,
  isLevel,
  LEVELS,
  type Level,
} from './generator';
export { type Hint, hint, hintFor } from './hint';
export { type HumanEffort, humanEffort } from './human';
export { drawOrientation, type OrientedShape, orientedShape } from './orientations';
export {
  type Colour,
  isPeg,
  isPiece,
  PEG_COLOUR,
  PEG_LIMIT,
  PEGS,
  type Peg,
  PIECE_COLOUR,
  PIECES,
  type Piece,
} from './pieces';
export {
  EMPTY_POSITION,
  formatPeg,
  formatPiece,
  formatPlacement,
  formatPosition,
  isPlacementStringWellFormed,
  isPlacementWellFormed,
  type PegPlacement,
  type PiecePlacement,
  type Placement,
  type Position,
  parseBoard,
  parsePlacement,
  parsePlacementString,
} from './placement';
export { type BoardCell, boardCells } from './render';
export { type CoverProblem, type CoverRow, coverProblem } from './rows';
export {
  getSolutions,
  type SolveOptions,
  type SolveResult,
  solve,
  solvePosition,
} from './solutions';
export { CoverSearch, countSolutions } from './solver';
export {
  checkBoard,
  checkPlacementString,
  isPlacementStringValid,
  placementError,
  validatePosition,
} from './validity';
export { getViablePiecePlacements, viablePlacements } from './viable';
