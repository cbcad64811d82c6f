/**
 * IQ Twist in English: every text of the game under its own namespace (twist.*, game.twist.*).
 * Refused placements are told by refusal.ts (twist.refused.*), which adds the piece and colour
 * names the rules module does not send. The reference for the other languages.
 */
import type { Table } from '../../../i18n/types';

export const en = {
  'game.twist.name': 'IQ Twist',
  'game.twist.blurb': 'Fit the coloured pieces over the pegs.',
  'twist.play': 'Play',
  'twist.playNext': 'Play {challenge}',
  'twist.cardLevel': 'Level',
  'twist.intro':
    'Fit all eight pieces onto the board. A peg may only show through a hole of a piece of its own colour. Each challenge has exactly one solution.',
  'twist.level.starter': 'Starter',
  'twist.level.junior': 'Junior',
  'twist.level.expert': 'Expert',
  'twist.level.master': 'Master',
  'twist.level.wizard': 'Wizard',
  'twist.colour.red': 'red',
  'twist.colour.blue': 'blue',
  'twist.colour.green': 'green',
  'twist.colour.yellow': 'yellow',
  'twist.solvedCount': '{solved} of {total} solved',
  'twist.solvedTotal': 'Challenges solved: {count}',
  'twist.random': 'Random new challenge',
  'twist.randomTitle': 'New {level} challenge',
  'twist.generating': 'Making a new {level} challenge…',
  'twist.challengeName': '{level} {n}',
  'twist.challengeSolved': '{level} {n}, solved, best time {time}',
  'twist.challengeTitle': '{level} {n}',
  'twist.sharedTitle': 'Shared challenge',
  'twist.notFound': 'There is no such challenge.',
  'twist.badLink': 'This link does not hold a valid challenge ({reason}).',
  'twist.allChallenges': 'All challenges',
  'twist.rules.touch':
    'Tap a piece, then a cell — or drag it there. Pegs only fit holes of their own colour.',
  'twist.rules.mouse':
    'Drag the pieces onto the board, or click one and then a cell. Pegs only fit through holes of their own colour.',
  'twist.help': 'How to play',
  'twist.help.touch':
    'Touch: tap a piece in the tray to hold it, then tap a cell to put its top-left loop there, or drag the piece onto the board with your finger. ↺ and ↻ turn the held piece, ⇅ flips it. Drag a placed piece to move it, or tap it to take it back into your hand.',
  'twist.help.mouse':
    'Mouse: drag a piece, or click it and then a cell; the wheel or the ↺ ↻ buttons turn it, ⇅ flips it.',
  'twist.help.keys':
    'Keyboard: Tab to a piece, Enter to take it, arrows to move, R rotates (Shift+R back), F flips, Enter places, Escape puts it back. On the board, Enter picks a piece up and Delete returns it to the tray.',
  'twist.board': 'Board: columns 1 to 8, rows A to D',
  'twist.cellPeg': '{colour} peg',
  'twist.tray': 'Pieces',
  // Named by colour and shape, which stay the same however a piece is turned.
  'twist.name.a': 'red L',
  'twist.name.b': 'red zigzag',
  'twist.name.c': 'blue bar',
  'twist.name.d': 'big blue piece',
  'twist.name.e': 'green corner',
  'twist.name.f': 'green T',
  'twist.name.g': 'big yellow piece',
  'twist.name.h': 'yellow bar',
  'twist.columns': { one: 'column {span}', other: 'columns {span}' },
  'twist.rows': { one: 'row {span}', other: 'rows {span}' },
  'twist.area': '{columns}, {rows}',
  'twist.holding': 'Holding the {piece} over {area}.',
  'twist.holdingRefused': 'Holding the {piece} over {area}: it does not fit there.',
  'twist.holdingOff': 'Holding the {piece}.',
  'twist.holdingNothing': 'Take a piece from the tray.',
  'twist.rotate': 'Rotate',
  'twist.rotateLeft': 'Rotate back',
  'twist.flip': 'Flip',
  'twist.refused.offBoard': 'The {piece} would hang off the board.',
  'twist.refused.overlap': 'The {piece} would overlap the {other} at {location}.',
  'twist.refused.pegColour':
    'The {piece} would cover the {pegColour} peg at {location}: only a {pegColour} piece may go over it.',
  'twist.refused.pegFilled':
    'The {piece} would cover the {pegColour} peg at {location} with a loop that has no hole.',
  'twist.refused.placed': 'The {piece} is already on the board.',
  'twist.refused.fixed': 'The {piece} belongs to the challenge and stays where it is.',
  'twist.hint': 'Hint',
  'twist.showSolution': 'Show solution',
  'twist.undo': 'Undo',
  'twist.restart': 'Restart',
  'twist.time': 'Time',
  'twist.bestTime': 'Best {time}',
  'twist.thinking': 'Thinking…',
  'twist.solverFailed': 'The solver could not answer. Try again.',
  'twist.hintPlace': 'Try the {piece} over {area}: the glowing outline on the board.',
  'twist.hintTakeBack': {
    one: 'No solution from here: take back the {pieces}.',
    other: 'No solution from here: take back the {pieces}.',
  },
  'twist.hintNoSolution': 'This challenge has no solution.',
  'twist.solved': 'Solved!',
  'twist.solvedIn': 'Solved in {time}.',
  'twist.newBest': 'A new best time!',
  'twist.solutionShown': 'Here is the solution.',
  'twist.next': 'Next challenge',
  'twist.another': 'Another {level} challenge',
  'twist.placementString': 'Placement string:',
  'twist.copyText': 'Copy as text',
  'twist.copied': 'Copied the challenge as text: {text}',
  'twist.copyByHand': 'Copy this text to share the challenge: {text}',
  'twist.editorLink': 'Make a challenge',
  'twist.editorTitle': 'Challenge editor',
  'twist.editorExplain':
    'Choose a peg colour and click the board to put a peg there; click a peg again to take it away. You may also drag one piece onto the board. The number of solutions is counted as you go.',
  'twist.tool': 'Put on the board',
  'twist.pegTool': '{colour} peg',
  'twist.erase': 'Remove',
  'twist.pegLimit': {
    one: 'The game has only {count} {colour} peg.',
    other: 'The game has only {count} {colour} pegs.',
  },
  'twist.counting': 'Counting solutions…',
  'twist.countNone': 'No solution',
  // Not a plural form of countMany: exactly one solution is what makes a valid challenge, and
  // every language says so, even those with no singular.
  'twist.countOne': '1 solution — a proper challenge',
  'twist.countMany': '{count} solutions',
  'twist.countMore': 'More than {count} solutions',
  'twist.shareTitle': 'Share this challenge',
  'twist.shareWaiting':
    'A link to share is offered once the challenge is known to have a solution.',
  'twist.shareNone': 'No link to share: a challenge without a solution cannot be solved.',
  'twist.shareUnknown': 'No link to share: the solutions could not be counted.',
  'twist.playIt': 'Play it',
  'twist.clear': 'Clear the board',

  'twist.howTo.link': 'How to play',
  'twist.howTo.title': 'How to play IQ Twist',
  'twist.howTo.pieces.title': 'The board and the pieces',
  'twist.howTo.pieces.text':
    'The board has 32 holes, in four rows of eight. The eight pieces, two of each colour, are made of round loops: some are open rings, the others solid. Each loop covers one hole, and together the pieces fill the board exactly.',
  'twist.howTo.pieces.figure': 'The eight pieces: {pieces}.',
  'twist.howTo.pegs.title': 'Pegs show through rings',
  'twist.howTo.pegs.text':
    'A challenge starts with coloured pegs in some of the holes, and sometimes with a piece already in place. A peg may only be covered by an open ring of a piece of the same colour: it shows through the ring.',
  'twist.howTo.pegs.solid': 'A solid loop never goes over a peg, whatever its colour.',
  'twist.howTo.pegs.figure':
    'The yellow bar tried three ways over a row of holes. Its ring over a yellow peg: it fits. Its ring over a red peg: it does not. A solid loop over a yellow peg: it does not either.',
  'twist.howTo.turn.title': 'Turning and flipping',
  'twist.howTo.turn.text':
    'Before you put a piece down you may turn it a quarter at a time and flip it over, so most pieces can lie in eight different ways. A placed piece can be picked up and moved again.',
  'twist.howTo.turn.figure': 'The red L as it comes, turned a quarter clockwise, and flipped over.',
  'twist.howTo.solve.title': 'Solving a challenge',
  'twist.howTo.solve.text':
    'A challenge is solved when all eight pieces are on the board: every hole covered, every peg showing through a ring of its own colour. Each challenge has exactly one solution, and your best time is kept.',
  'twist.howTo.solve.help':
    'Stuck? {hint} shows where one piece goes, or which pieces to take back, and {solution} gives the whole answer. The challenges come in five levels, from {first} to {last}; every level also makes random new ones, and the editor lets you make your own.',
  'twist.howTo.solve.figure':
    'The solved board of challenge {challenge}: all eight pieces in place, each peg showing through a ring of its own colour.',
  'twist.howTo.start': 'Choose a challenge',

  'twist.howTo.more': 'The rules, with pictures',
} as const satisfies Table;
