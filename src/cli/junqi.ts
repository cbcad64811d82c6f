/**
 * `parlour junqi …`: Junqi's rules for other tools, JSON lines in and out.
 *
 *   parlour junqi moves <position>|-   {"toMove":"blue","moves":["a2-b3","a6xa7",…]}
 *   parlour junqi layout <json>|-      {"valid":true,"error":null}
 *   parlour junqi play <json>|-        {"pieces":{…},"toMove":"red","outcome":null}
 *   parlour junqi show <position>      the board drawn in text (--lang en|ja|zh)
 *   parlour junqi selfplay …           bots against each other (see junqi-selfplay.ts)
 */
import type { Command } from 'commander';
import {
  checkLayout,
  formatMove,
  type JunqiState,
  movesOf,
  parseMove,
  parsePieceCode,
  playMove,
  SIDE_NAMES,
  sideNamed,
} from '../games/junqi';
import { parseJsonPosition, piecesRecord } from '../games/junqi/notation';
import { answerJson, InputError, objectOf, readJson, trusted } from './json-lines';
import { readPosition } from './junqi-lines';
import { registerJunqiSelfplay } from './junqi-selfplay';
import { registerJunqiShow } from './junqi-show';

// ---- moves -----------------------------------------------------------------------------------

/** Every legal move of the side to move; none outside play (in setup, or once it is over). */
function movesAnswer(text: string) {
  const state = readPosition(text);
  const moves = state.phase === 'play' ? movesOf(state.board, state.toMove) : [];
  return {
    toMove: SIDE_NAMES[state.toMove],
    moves: moves.map((m) => formatMove(state.board, m)),
  };
}

// ---- layout ----------------------------------------------------------------------------------

/** checkLayout's refusals that concern one square, which come in the order of the squares. */
const squareRule = (code: string) =>
  code === 'junqi.bad-square' || code === 'junqi.bad-rank' || code.startsWith('junqi.placement-');

function layoutAnswer(text: string): { valid: boolean; error: string | null } {
  const input = objectOf(
    readJson(text),
    'a layout is an object such as {"side":"blue","pieces":{"a1":0,"b1":11,…}}',
  );
  const side = typeof input.side === 'string' ? sideNamed(input.side) : null;
  if (side === null) {
    throw new InputError(`"side" is "blue" or "red", not ${JSON.stringify(input.side)}`);
  }
  const pieces = objectOf(
    input.pieces,
    '"pieces" is an object of squares and ranks, such as {"a1":0,"b1":11}',
  );
  // Ranks as numbers, or as the side's own piece codes ("b9" for blue's engineer).
  const ranks: Record<string, unknown> = {};
  for (const [square, value] of Object.entries(pieces)) {
    const code = typeof value === 'string' ? parsePieceCode(value) : null;
    if (code && code.side !== side) {
      // A square before it that breaks a rule is the first broken rule.
      const before = checkLayout(side, ranks);
      const error =
        !before.ok && squareRule(before.error.code)
          ? before.error.message
          : `${square}: "${value}" is a ${SIDE_NAMES[code.side]} piece; ${SIDE_NAMES[side]}'s layout holds ${SIDE_NAMES[side]}'s pieces.`;
      return { valid: false, error };
    }
    ranks[square] = code ? code.rank : value;
  }
  const layout = checkLayout(side, ranks);
  return layout.ok ? { valid: true, error: null } : { valid: false, error: layout.error.message };
}

// ---- play ------------------------------------------------------------------------------------

function outcomeOf(state: JunqiState) {
  const r = state.result;
  return r && { winner: r.winner === null ? null : SIDE_NAMES[r.winner], reason: r.reason };
}

function playAnswer(text: string) {
  const input = objectOf(
    readJson(text),
    'a game to play is a position with moves, such as {"pieces":{"a2":"b9",…},"toMove":"blue","moves":["a2-a3"]}',
  );
  let state = trusted(parseJsonPosition(input));
  const moves = input.moves ?? [];
  if (!Array.isArray(moves)) {
    throw new InputError('"moves" is a list of moves, such as ["a4-a5","a6xa7"]');
  }
  for (const [index, text] of moves.entries()) {
    const move = typeof text === 'string' ? parseMove(text) : null;
    if (!move) {
      throw new InputError(`${JSON.stringify(text)} is not a move such as a4-a5 or a6xa7`, index);
    }
    // The piece's own side moves it: "It is not your turn." when that is not the side to move.
    const side = state.board[move.from]?.side ?? state.toMove;
    const played = playMove(state, side, move.from, move.to);
    if (!played.ok) throw new InputError(played.error.message, index);
    state = played.value.state;
  }
  return {
    pieces: piecesRecord(state.board),
    toMove: SIDE_NAMES[state.toMove],
    outcome: outcomeOf(state),
  };
}

// ---- registration ----------------------------------------------------------------------------

const START =
  'r10,r11,r10,r0,r0/r9,r10,r9,r2,r9/r6,1,r6,1,r5/r1,r3,1,r3,r5/r8,1,r8,1,r8/r7,r7,r7,r4,r4/' +
  'b7,b2,b7,b3,b7/b4,1,b5,1,b4/b8,b3,1,b1,b8/b6,1,b8,1,b5/b9,b10,b10,b9,b9/b0,b11,b10,b0,b6 b play 0';

const HELP_AFTER = `
Pieces: the side's letter, b (blue: rows 1-6, moves first) or r (red: rows 7-12), and the rank:
0 bomb, 1 field marshal, 2 general, 3 major general, 4 brigadier, 5 colonel, 6 major,
7 captain, 8 lieutenant, 9 engineer, 10 landmine, 11 flag.

A position is Parlour's notation: the rows 12 down to 1 separated by "/", each row's squares a to
e separated by "," (a piece such as r10, or a count of empty squares), the side to move (b or r),
the phase (setup, play or over) and the plies without an attack. The start, in play:
  ${START}
or JSON (occupied squares only; in play; counters at zero):
  {"pieces":{"a2":"b9","b1":"b11","b12":"r11"},"toMove":"blue"}
Positions are taken as given: any pieces on any squares. Moves are written a4-a5 (to an empty
square) or a6xa7 (an attack).

With "-" each command reads one JSON value per line of standard input and answers one JSON line
each, in order; a line that cannot be answered gets {"error":{"message":…}} and the rest are still
answered. Exit status: 0 when every line was answered, 1 when any was an error.
`;

export function registerJunqi(program: Command): Command {
  const cmd = program
    .command('junqi')
    .description('Junqi (land battle chess): legal moves, layouts, play out moves, draw a board')
    .addHelpText('after', HELP_AFTER);

  cmd
    .command('moves')
    .description(
      'every legal move of the side to move (out: {"toMove","moves"}; none in a setup or over ' +
        'position; with -, each line is a JSON string holding the notation, or the JSON object)',
    )
    .argument('<position>', 'the notation, or a JSON position (starting with {), or -')
    .action((position: string) => answerJson(position, movesAnswer));

  cmd
    .command('layout')
    .description(
      'check one side\'s starting layout (in: {"side":"blue","pieces":{"a1":0,…}}, ranks or ' +
        'the side\'s piece codes; out: {"valid","error"}, the first broken rule)',
    )
    .argument('<layout>', 'the JSON object, or - for one a line')
    .action((layout: string) => answerJson(layout, layoutAnswer));

  cmd
    .command('play')
    .description(
      'play moves from a position (in: {"pieces":{…},"toMove":"blue","moves":["a4-a5",…]}; ' +
        'out: {"pieces","toMove","outcome"}, or {"error":{"index","message"}} for a refused move)',
    )
    .argument('<game>', 'the JSON object, or - for one a line')
    .action((game: string) => answerJson(game, playAnswer));

  registerJunqiShow(cmd);
  registerJunqiSelfplay(cmd);
  return cmd;
}
