/**
 * Knight placement in English: every text of the game under its own namespace (knights.*,
 * game.knights.*), its rule errors included (knights.error.<code>, see translateError). The
 * reference for the other languages.
 */
import type { Table } from '../../../i18n/types';

export const en = {
  'game.knights.name': 'Knight placement',
  'game.knights.blurb':
    'Take turns placing knights where no knight attacks. Whoever cannot place a knight loses.',
  'knights.board': 'Board, {files} by {ranks}',
  'knights.boardSize': '{files}×{ranks}',
  'knights.legal': '{square}, legal',
  'knights.attacked': '{square}, attacked',
  'knights.empty': '{square}, empty',
  'knights.knight': '{square}, knight of {player}',
  'knights.lastMove': 'last move',
  'knights.rules':
    'Place a knight on a free square: not on a knight, and not where a knight (of either colour) could jump. Whoever has no free square on their turn loses.',
  'knights.keys': 'Arrow keys move, Enter places.',
  'knights.thinking': '{player} is thinking…',
  'knights.analysis.toggle': 'Analysis',
  'knights.analysis.offBetweenPeople':
    'No analysis during a game between people, for players and spectators alike: the replay can be analysed once the game is over.',
  'knights.analysis.spoiler': 'Marks winning and losing squares (spoils the game).',
  'knights.analysis.legendWin': 'wins',
  'knights.analysis.legendLose': 'loses',
  'knights.analysis.squareWins': '{square}, legal, wins',
  'knights.analysis.squareLoses': '{square}, legal, loses',
  'knights.analysis.wins': {
    one: 'Player to move wins: {count} winning square of {legal}.',
    other: 'Player to move wins: {count} winning squares of {legal}.',
  },
  'knights.analysis.winsCentre':
    'Player to move wins: take the centre, then mirror every move through it. Still checking the other squares…',
  'knights.analysis.winsCentreOnly':
    'Player to move wins: take the centre, then mirror every move through it.',
  'knights.analysis.loses': {
    one: 'Player to move loses against perfect play ({count} legal square, and it does not win).',
    other: 'Player to move loses against perfect play ({count} legal squares, none wins).',
  },
  'knights.analysis.noSquare': 'No legal square: the player to move has lost.',
  'knights.analysis.analysing': {
    one: 'Still analysing… ({count} legal square)',
    other: 'Still analysing… ({count} legal squares)',
  },
  'knights.analysis.slow':
    'Early positions on a big board can take a long time to solve exactly: you can stop the analysis, and the page stays usable meanwhile.',
  'knights.analysis.progress': {
    one: '{positions} position solved so far, {seconds} s.',
    other: '{positions} positions solved so far, {seconds} s.',
  },
  'knights.analysis.stop': 'Stop',
  'knights.analysis.stopped': {
    one: 'Analysis stopped ({count} legal square).',
    other: 'Analysis stopped ({count} legal squares).',
  },
  'knights.analysis.stoppedAfter': {
    one: 'Stopped after {seconds} s ({positions} position solved). What was solved is kept.',
    other: 'Stopped after {seconds} s ({positions} positions solved). What was solved is kept.',
  },
  'knights.analysis.resume': 'Continue',
  'knights.analysis.tooEarly':
    'Too early in the game to solve here: {count} free squares are too many to solve in reasonable time. From about {limit} free squares down, answers come in seconds.',
  'knights.analysis.gaveUp': {
    one: 'Gave up after {seconds} s ({positions} position solved); it tries again after the next move.',
    other:
      'Gave up after {seconds} s ({positions} positions solved); it tries again after the next move.',
  },
  'knights.analysis.keepTrying': 'Keep trying',
  'knights.analysis.mirror':
    'The position is symmetric: the other player can answer every move with its mirror square, so the player to move loses.',
  'knights.analysis.failed': 'The analysis stopped: {reason}',
  'knights.replay.title': 'Replay',
  'knights.replay.first': 'First position',
  'knights.replay.back': 'Previous move',
  'knights.replay.forward': 'Next move',
  'knights.replay.last': 'Last position',
  'knights.replay.slider': 'Move in the replay',
  'knights.replay.start': {
    one: 'Empty board: {count} move in the game.',
    other: 'Empty board: {count} moves in the game.',
  },
  'knights.replay.move': 'Move {ply} of {total}: {player} played {square}.',
  'knights.replay.winning': 'A winning move.',
  'knights.replay.mistake': 'A mistake: the position was won, and this move gave the win away.',
  'knights.replay.forced': 'The position was already lost: every move loses.',
  'knights.replay.pending': 'Still analysing this move…',
  'knights.replay.nextWins': {
    one: 'Next to move: {player}, who wins ({count} of {legal} squares wins).',
    other: 'Next to move: {player}, who wins ({count} of {legal} squares win).',
  },
  'knights.replay.nextWinsCentre':
    'Next to move: {player}, who wins by taking the centre, then mirroring.',
  'knights.replay.nextLoses': {
    one: 'Next to move: {player}, who loses against perfect play ({count} square, and it does not win).',
    other: 'Next to move: {player}, who loses against perfect play ({count} squares, none wins).',
  },
  'knights.replay.nextPending': {
    one: 'Next to move: {player}. Still analysing… ({count} legal square)',
    other: 'Next to move: {player}. Still analysing… ({count} legal squares)',
  },
  'knights.replay.decisive':
    'Decided at move {ply}: {player} played {square} and threw away a won position.',
  'knights.replay.neverWon': 'Decided from the start: {player} never had a winning position.',
  'knights.replay.noMistake': 'No move threw away a won position.',
  'knights.replay.searching':
    'Looking for the decisive moment… ({done} of {total} positions analysed)',
  'knights.replay.timeline': 'The moves of the game',
  'knights.replay.timelineMove': 'Move {ply}, {square}: {quality}',
  'knights.replay.timelineKey':
    'Green: a winning move. Red: a mistake. Grey: the mover was already lost. Striped: still analysing.',
  'knights.replay.unknown': 'not analysed yet',
  'knights.replay.keys': 'Arrow keys ← → step through the game; Home and End jump to either end.',
  'knights.help.title': 'Who can always win',
  'knights.help.evenBoth':
    'When both sides of the board are even, the second player can always win by mirroring: answer every move with the square mirrored through the centre of the board (point reflection). That square is never a knight’s jump away from the one just taken, so it is always still free, and the first player runs out of squares first.',
  'knights.help.evenFiles':
    'When the number of files is even, the second player can always win by mirroring: answer every move with its mirror square from left to right. That square is never a knight’s jump away from the one just taken, so it is always still free, and the first player runs out of squares first.',
  'knights.help.evenRanks':
    'When the number of ranks is even, the second player can always win by mirroring: answer every move with its mirror square from top to bottom. That square is never a knight’s jump away from the one just taken, so it is always still free, and the first player runs out of squares first.',
  'knights.help.oddOdd':
    'When both sides of the board are odd, the first player can always win: take the centre square, then answer every move with the square mirrored through the centre. That square is never a knight’s jump away from the one just taken, so it is always still free.',

  'knights.error.board-too-small-to-rate':
    'Rated games need a board of at least {side}×{side}: on a smaller one a game is over within a few knights.',
  'knights.error.occupied': 'A knight already stands on {square}.',
  'knights.error.attacked': '{square} is attacked by the knight on {by}.',
  'knights.error.off-board': '{square} is not on this board.',

  'knights.howTo.link': 'How to play',
  'knights.howTo.title': 'How to play Knight placement',
  'knights.howTo.lead':
    'Two players take turns placing knights on a chessboard until one of them cannot. Knights never move and never leave the board: it only fills up.',
  'knights.howTo.sep': ', ',
  'knights.howTo.jump.title': 'The knight’s jump',
  'knights.howTo.jump.text':
    'A knight attacks the squares a chess knight jumps to: two squares straight in any direction, then one to the side, an L. Nothing in between can block it. From the middle of the board a knight attacks eight squares, from a corner only two.',
  'knights.howTo.jump.figure':
    'A 5 by 5 board with a knight on {square}. The squares it attacks are crossed out: {squares}.',
  'knights.howTo.place.title': 'Where a knight may go',
  'knights.howTo.place.text':
    'On your turn, place one knight on a free square: a square with no knight on it that no knight attacks.',
  'knights.howTo.place.both':
    'Every knight counts, your own and your opponent’s alike: the colours only tell who placed which. So each knight closes squares for both players.',
  'knights.howTo.place.figure':
    'A 5 by 4 board with the first player’s knight on {first} and the second player’s on {second}. Crosses mark the squares they attack; dots mark the free squares: {squares}.',
  'knights.howTo.place.caption': '× attacked · • free',
  'knights.howTo.end.title': 'How the game ends',
  'knights.howTo.end.text':
    'Free squares only ever run out. Whoever has no free square left on their turn loses. There are no draws, and nobody may pass.',
  'knights.howTo.end.example':
    'Here four knights stand on the top row of a 4 by 3 board and attack every other square. It is the first player’s turn, with nowhere to go: the second player has won.',
  'knights.howTo.end.figure':
    'A 4 by 3 board with knights on {squares}. Every other square is attacked: the player to move has lost.',
  'knights.howTo.here.title': 'Playing here',
  'knights.howTo.here.choose':
    'Pick the board, from 3 by 3 up to 8 by 8, and an opponent: the computer at the level you like, a friend you send a link to, or someone beside you on the same screen.',
  'knights.howTo.here.play':
    'Click or tap a square to place a knight, or move with the arrow keys and press Enter. A square that is not free is refused, and you are told which knight attacks it.',
  'knights.howTo.here.analysis':
    'The Analysis switch marks which free squares win and which lose, if you do not mind the game spoiled. When the game is over, the replay finds the move that decided it.',
  'knights.howTo.here.figure':
    'The analysis on a 5 by 4 board after a first knight on c2: for the player to move, a knight on {squares} wins; every other free square loses.',
  'knights.howTo.here.caption': 'Green ring: wins · red dot: loses',
  'knights.howTo.start': 'Start a game',
} as const satisfies Table;
