/**
 * Junqi in English: every text of the game under its own namespace (junqi.*, game.junqi.*), its
 * rule errors included (junqi.error.<code>, see translateError). Rank names are lower case where
 * they stand inside a sentence ("your captain"); the tiles have their own short names. The
 * reference for the other languages.
 */
import type { Table } from '../../../i18n/types';

export const en = {
  'game.junqi.name': 'Junqi',
  'game.junqi.blurb': 'Army chess with hidden ranks.',

  'junqi.side.blue': 'Blue',
  'junqi.side.red': 'Red',
  'junqi.piece': 'piece',

  'junqi.rank.0': 'bomb',
  'junqi.rank.1': 'field marshal',
  'junqi.rank.2': 'general',
  'junqi.rank.3': 'major general',
  'junqi.rank.4': 'brigadier',
  'junqi.rank.5': 'colonel',
  'junqi.rank.6': 'major',
  'junqi.rank.7': 'captain',
  'junqi.rank.8': 'lieutenant',
  'junqi.rank.9': 'engineer',
  'junqi.rank.10': 'landmine',
  'junqi.rank.11': 'flag',
  'junqi.tile.0': 'Bomb',
  'junqi.tile.1': 'Marshal',
  'junqi.tile.2': 'General',
  'junqi.tile.3': 'Maj Gen',
  'junqi.tile.4': 'Brig.',
  'junqi.tile.5': 'Colonel',
  'junqi.tile.6': 'Major',
  'junqi.tile.7': 'Captain',
  'junqi.tile.8': 'Lieut.',
  'junqi.tile.9': 'Engineer',
  'junqi.tile.10': 'Mine',
  'junqi.tile.11': 'Flag',

  'junqi.new.watch': 'Computer against computer (watch)',
  'junqi.new.colour': 'Your colour',
  'junqi.new.random': 'Random',
  'junqi.new.blue': 'Blue (moves first)',
  'junqi.new.red': 'Red',
  'junqi.new.blueLevel': 'Blue',
  'junqi.new.redLevel': 'Red',
  'junqi.new.rules': 'Rules',
  'junqi.new.quietDraw': 'Draw after 60 plies without an attack',
  'junqi.new.mineKillsBoth': 'Landmines remove both pieces',
  'junqi.new.mineKillsBothHint': '(a landmine hit by anything but an engineer goes too)',
  'junqi.level.random': 'Random moves',
  'junqi.level.casual': 'Casual',
  'junqi.options.quietDraw': '60-ply draw',
  'junqi.options.mineKillsBoth': 'landmines remove both',
  'junqi.again.blue': 'New game as blue',
  'junqi.again.red': 'New game as red',
  'junqi.again.watch': 'Watch another game',

  'junqi.board': 'Junqi board, {side} at the bottom',
  'junqi.label.sep': ', ',
  'junqi.label.camp': 'camp',
  'junqi.label.hq': 'headquarters',
  'junqi.label.empty': 'empty',
  'junqi.label.yours': 'your {rank}',
  'junqi.label.bluePiece': 'blue piece',
  'junqi.label.redPiece': 'red piece',
  'junqi.label.blueRank': 'blue {rank}',
  'junqi.label.redRank': 'red {rank}',
  'junqi.label.selected': 'selected',
  'junqi.label.target': 'can move here',
  'junqi.label.attack': 'can attack',
  'junqi.label.last': 'last move',
  'junqi.keys': 'Arrow keys move between squares; Enter or Space chooses.',
  'junqi.rules':
    'Capture the enemy flag. A higher rank takes a lower one, equals both go; a bomb removes whatever it meets; only an engineer clears a landmine. Pieces step along roads and run along railroads; engineers turn corners on them. Nothing can be attacked in a camp, and a piece in a headquarters stays there.',

  'junqi.status.setup':
    'Set up your pieces: click one, then another to swap them. Ready when done.',
  'junqi.status.opponentGoneSetup':
    'Your layout is final. Your opponent has left the table: you may end the game or wait for them.',
  'junqi.status.waitingSetup':
    'Your layout is final. Waiting for your opponent to finish setting up…',
  'junqi.status.watchingSetup': 'Both sides are setting up.',
  'junqi.status.toMove': '{side} to move.',
  'junqi.status.layouts':
    'Both layouts are revealed: go back to the start of the replay to see them.',
  'junqi.quiet': {
    one: '{count} ply without an attack (a draw at {limit}).',
    other: '{count} plies without an attack (a draw at {limit}).',
  },

  'junqi.players.ready': 'ready',
  'junqi.players.settingUp': 'setting up',
  'junqi.players.toMove': 'to move',
  'junqi.players.offlineGrace': 'disconnected: their seat counts as left in {grace}',
  'junqi.players.offline': 'disconnected for {time}',
  'junqi.players.left': 'has left the table',
  'junqi.players.leftBot': 'has left: the computer plays for them',
  'junqi.lost.line': 'Lost: {list}',
  'junqi.lost.none': 'nothing yet',
  'junqi.lost.count': { one: '{count} piece', other: '{count} pieces' },

  'junqi.setup.random': 'Random layout',
  'junqi.setup.ready': 'Ready',
  'junqi.setup.saved': 'Saved layouts',
  'junqi.setup.load': 'Load',
  'junqi.setup.delete': 'Delete',
  'junqi.setup.save': 'Save',
  'junqi.setup.name': 'Name for this layout',
  'junqi.setup.defaultName': 'Layout {n}',
  'junqi.setup.noneSaved': 'No saved layouts yet.',
  'junqi.setup.savedAs': 'Saved as “{name}”.',
  'junqi.setup.notSaved': 'This browser would not keep the layout.',
  'junqi.setup.loaded': 'Loaded “{name}”.',
  'junqi.setup.badSaved': 'The saved layout “{name}” cannot be used: {reason}',
  'junqi.setup.opponentReady': '{side} is ready.',
  'junqi.setup.opponentGone': '{side} has left the table during the setup.',
  'junqi.setup.opponentSettingUp': '{side} is still setting up.',
  'junqi.setup.final': 'Your layout is final.',
  'junqi.setup.timeLeft': '{time} left to get ready',
  'junqi.setup.opponentTimeLeft': '{side} is still setting up: {time} left to get ready.',
  'junqi.setup.timedOut':
    'Your time to get ready ran out, so you count as having left: {side} may claim the game or hand your side to the computer. Arrange a piece or press Ready to take your seat back.',
  'junqi.new.setupClockHint':
    'A side not ready in time counts as having left: the other may claim the game, or have the computer finish the setup and play on.',
  'junqi.setup.help':
    'The flag stands in a headquarters, landmines in the back two rows, bombs behind the front row, and nothing in the camps.',

  'junqi.flagNotice': '{side}’s field marshal has fallen: their flag is shown on {square}.',
  'junqi.ownFlagNotice': 'Your field marshal has fallen: your flag is shown on {square}.',

  'junqi.notes.title': 'What you know of {side}’s pieces',
  'junqi.notes.onBoard': {
    one: '{count} piece on the board. Still there of each rank:',
    other: '{count} pieces on the board. Still there of each rank:',
  },
  'junqi.notes.range': '{min}–{max}',
  'junqi.notes.pieces': { one: 'Notes on {count} piece', other: 'Notes on {count} pieces' },
  'junqi.notes.pieceLine': '{square}: {text}',
  'junqi.notes.mark': 'Mark pieces',
  'junqi.notes.marking':
    'Marking: tap an enemy piece to note what you think it is. Tap “Mark pieces” again when done.',
  'junqi.notes.menu': 'Your notes on the piece on {square}',
  'junqi.notes.guess': 'You think it is:',
  'junqi.notes.clear': 'No mark',
  'junqi.notes.close': 'Close',
  'junqi.notes.nothing': 'Nothing has been seen of it yet.',
  'junqi.notes.moved': 'It has moved: no landmine, no flag.',
  'junqi.notes.engineer':
    'It ran {from}–{to} round a corner of the railroad: only an engineer can.',
  'junqi.notes.tookYours': 'It took your {rank} on {square}.',
  'junqi.notes.beatYours': 'It beat your {rank}, which attacked it on {square}.',
  'junqi.notes.flag': 'The rules show it: it is the flag.',
  'junqi.notes.must': 'So it is: {rank}.',
  'junqi.notes.can': 'So it can be: {list}.',
  'junqi.notes.anyOfficer': 'any officer',
  'junqi.notes.atLeast': '{rank} or higher',
  'junqi.notes.atMost': '{rank} or lower',
  'junqi.notes.between': '{high} down to {low}',
  'junqi.notes.yourMark': 'Your mark: {rank}.',
  'junqi.notes.markRuledOut': 'Your mark, {rank}, is ruled out now.',
  'junqi.notes.tileMark': '{rank}?',
  'junqi.notes.tileAtLeast': '≥{rank}',
  'junqi.notes.tileOrMine': 'or Mine',
  'junqi.notes.keys': 'M, or a right click, on an enemy piece opens your notes on it.',

  'junqi.log.title': 'Moves',
  'junqi.log.order': 'Order of the moves',
  'junqi.log.newestFirst': 'Newest first',
  'junqi.log.oldestFirst': 'Oldest first',
  'junqi.log.empty': 'No moves yet.',
  'junqi.log.openedMidway': 'This page opened at move {ply}: earlier moves are not listed.',
  'junqi.log.youMoved': 'You moved {from}–{to}.',
  'junqi.log.moved': '{side} moved {from}–{to}.',
  'junqi.log.youTook': 'Your {rank} took a piece on {square}.',
  'junqi.log.youLost': 'Your {rank} attacked {square} and was removed.',
  'junqi.log.youBoth': 'Your {rank} attacked {square}: both pieces removed.',
  'junqi.log.theyTook': '{side} attacked your {rank} on {square}: your {rank} was removed.',
  'junqi.log.theyLost': '{side} attacked your {rank} on {square}: the attacker was removed.',
  'junqi.log.theyBoth': '{side} attacked your {rank} on {square}: both pieces removed.',
  'junqi.log.attackWon': '{side} attacked {to} from {from} and took the piece.',
  'junqi.log.attackLost': '{side} attacked {to} from {from}: the attacker was removed.',
  'junqi.log.attackBoth': '{side} attacked {to} from {from}: both pieces removed.',
  'junqi.log.youReady': 'You are ready.',
  'junqi.log.ready': '{side} is ready.',
  'junqi.log.started': 'Both sides are ready: blue moves first.',
  'junqi.log.flag': '{side}’s flag is shown: it stands on {square}.',
  'junqi.log.ownFlag': 'Your field marshal has fallen: {side} is shown your flag on {square}.',
  'junqi.log.drawOffered': '{side} offered a draw.',
  'junqi.log.drawAccepted': '{side} accepted the draw.',
  'junqi.log.drawDeclined': '{side} declined the draw.',
  'junqi.log.won': '{side} won.',
  'junqi.log.drawn': 'A draw.',
  'junqi.log.gap': 'Some moves were missed while the connection was down.',

  'junqi.reason.flag': '{side}’s flag was captured.',
  'junqi.reason.stuck': '{side} had no piece that could move.',
  'junqi.reason.quiet': '60 plies went by without an attack.',
  'junqi.reason.agreed': 'Both agreed to a draw.',
  'junqi.reason.timeout': '{side} ran out of time.',
  'junqi.reason.resigned': '{side} resigned.',
  'junqi.reason.abandoned': 'A player left the table.',

  'junqi.replay.title': 'Replay',
  'junqi.replay.first': 'Starting layouts',
  'junqi.replay.back': 'Previous move',
  'junqi.replay.forward': 'Next move',
  'junqi.replay.last': 'Final position',
  'junqi.replay.slider': 'Position in the replay',
  'junqi.replay.layouts': 'The starting layouts of both sides.',
  'junqi.replay.opened':
    'Move {ply}: this page opened here, so the replay has only the moves it saw from then on.',
  'junqi.replay.moved': 'Move {ply}: {side} moved the {rank} {from}–{to}.',
  'junqi.replay.took': 'Move {ply}: {side}’s {attacker} ({from}) took the {defender} on {to}.',
  'junqi.replay.lost':
    'Move {ply}: {side}’s {attacker} ({from}) attacked the {defender} on {to} and was removed.',
  'junqi.replay.both':
    'Move {ply}: {side}’s {attacker} ({from}) and the {defender} on {to} were both removed.',
  'junqi.replay.final': {
    one: 'The final position, after {count} move: this page saw none of the game.',
    other: 'The final position, after {count} moves: this page saw none of the game.',
  },
  'junqi.replay.keys': 'Arrow keys ← → step through the game; Home and End jump to either end.',

  'junqi.error.placement-half': '{square} is not in your half.',
  'junqi.error.placement-camp': '{square} is a camp: every piece starts outside the camps.',
  'junqi.error.placement-flag': 'The flag must stand in a headquarters, not on {square}.',
  'junqi.error.placement-landmine': 'Landmines go in the back two rows, not on {square}.',
  'junqi.error.placement-bomb': 'Bombs may not stand in the front row ({square}).',
  'junqi.error.bad-square': '“{square}” is not a square of the board.',
  'junqi.error.bad-rank': '{square}: that is not a rank.',
  'junqi.error.count': 'A layout has exactly the 25 pieces of a side.',
  'junqi.error.empty': 'Every square outside the camps must be filled.',
  'junqi.error.same-square': 'Choose two different pieces to swap.',
  'junqi.error.not-yours': '{square} holds none of your pieces.',
  'junqi.error.already-ready': 'You said you were ready: your layout is final.',
  'junqi.error.not-setup': 'The setup is over: the pieces move now.',
  'junqi.error.setup': 'The game has not begun: finish the setup.',
  'junqi.error.illegal': 'That piece cannot go from {from} to {to}.',
  'junqi.error.never-moves': 'Landmines and the flag never move.',
  'junqi.error.in-headquarters': 'A piece in a headquarters stays there.',
  'junqi.error.no-way': 'The piece on {square} has nowhere to go now.',
  'junqi.error.camp-shelters': 'The piece on {square} is in a camp: it cannot be attacked there.',

  'junqi.howTo.link': 'How to play',
  'junqi.howTo.title': 'How to play Junqi',
  'junqi.howTo.lead':
    'Junqi, “army chess”, is a game for two. Each side secretly sets up 25 pieces, then they take turns moving one, attacking without knowing what they will meet. Capture the enemy’s flag to win.',
  'junqi.howTo.board.title': 'The board',
  'junqi.howTo.board.text':
    'Each side has a half of six rows, yours at the bottom. Only columns a, c and e cross the front: mountains block b and d.',
  'junqi.howTo.board.post': 'Post: an ordinary station.',
  'junqi.howTo.board.camp': 'Camp: a piece inside cannot be attacked. Camps start empty.',
  'junqi.howTo.board.hq':
    'Headquarters: two at the back of each half. A piece that enters one stays there.',
  'junqi.howTo.board.road':
    'Road: one step at a time. Diagonal roads only lead into and out of camps.',
  'junqi.howTo.board.rail': 'Railroad: any distance in a straight line.',
  'junqi.howTo.board.figure':
    'The whole board: twelve rows of five stations, blue’s half at the bottom, red’s at the top. In each half a railroad runs in a ring through the front row, the two side columns and the second row from the back; roads join the other stations. Each half has five camps, and two headquarters in its back row.',
  'junqi.howTo.setup.title': 'Pieces and setup',
  'junqi.howTo.setup.pieces':
    'Each side has 25 pieces: officers from the field marshal down to the engineer, with bombs, landmines and the flag.',
  'junqi.howTo.setup.flag': 'The flag stands in one of your two headquarters.',
  'junqi.howTo.setup.mines': 'Landmines go in your back two rows.',
  'junqi.howTo.setup.bombs': 'Bombs may not stand in your front row.',
  'junqi.howTo.setup.camps': 'Every other station gets one piece; the camps stay empty.',
  'junqi.howTo.setup.how':
    'Both sides set up at once, neither seeing the other. Click two pieces to swap them, or choose {random} or a saved layout, then press {ready}.',
  'junqi.howTo.setup.figure':
    'Blue’s half as every game starts, ranks shown. The back two rows, where landmines go, and the front row, where bombs may not stand, are outlined; so are the headquarters {hq}, one of which holds the flag.',
  'junqi.howTo.move.title': 'Moving',
  'junqi.howTo.move.text':
    'Blue moves first; then the sides take turns, one piece a turn. A piece steps one station along a road, or runs straight along a railroad as far as it likes, never through another piece. It stops on an empty station or attacks the enemy piece in its way.',
  'junqi.howTo.move.limits':
    'Landmines and the flag never move, a piece in a camp cannot be attacked, and a piece that enters a headquarters stays there.',
  'junqi.howTo.move.figure':
    'A captain on {from}, on the railroad of column a. It can move to {squares}, or attack the red piece on {attack}; it cannot turn off the railroad’s straight line.',
  'junqi.howTo.engineer.title': 'The engineer turns corners',
  'junqi.howTo.engineer.text':
    'Only the engineer may turn on the railroad: it reaches any railroad station joined to it by empty track, round any number of corners, and may attack the first enemy piece it meets.',
  'junqi.howTo.engineer.figure':
    'An engineer on {from}. Along the railroads, round the corners of blue’s half, it can reach {count} empty stations, and attack the red pieces on {attack}.',
  'junqi.howTo.combat.title': 'Attacks',
  'junqi.howTo.combat.text':
    'Moving onto an enemy piece attacks it. The ranks stay hidden; only the outcome is told:',
  'junqi.howTo.combat.ranks':
    'The higher rank takes the lower: the field marshal beats every officer below it, down to the engineer.',
  'junqi.howTo.combat.equal': 'Two pieces of the same rank are both removed.',
  'junqi.howTo.combat.bomb':
    'A bomb is removed together with whatever it meets, attacking or attacked.',
  'junqi.howTo.combat.mine':
    'A landmine removes any piece that attacks it, except an engineer, which clears it. (At a table with “{option}”, the mine goes with the attacker.)',
  'junqi.howTo.combat.flag': 'Any piece that attacks the flag captures it.',
  'junqi.howTo.combat.figure':
    'The ranks from highest to lowest: {ranks}. Attacks and their outcomes: {cases}',
  'junqi.howTo.combat.won': 'The {attacker} attacks the {defender} and takes it.',
  'junqi.howTo.combat.lost': 'The {attacker} attacks the {defender} and is removed.',
  'junqi.howTo.combat.both': 'The {attacker} attacks the {defender}: both are removed.',
  'junqi.howTo.combat.caption':
    'Left: the ranks, highest first. Right: blue attacks red; a piece marked × is removed.',
  'junqi.howTo.see.title': 'What you see of the enemy',
  'junqi.howTo.see.text':
    'You see where the enemy’s pieces stand, never what they are. After an attack both sides learn the outcome, but each only its own piece’s rank: watch, and remember. A piece that has moved is no landmine and no flag.',
  'junqi.howTo.see.flag':
    'Once a side’s field marshal has fallen, its flag is shown to the opponent.',
  'junqi.howTo.see.figure':
    'Red’s half as blue sees it: blank tiles, and a few stations left empty by lost pieces. Red’s field marshal has fallen, so its flag is shown on {square}.',
  'junqi.howTo.end.title': 'How the game ends',
  'junqi.howTo.end.flag': 'Capture the enemy’s flag and you win.',
  'junqi.howTo.end.other':
    'A side with no piece that can move on its turn loses too. A player may resign or offer a draw, and a table may be set to call a draw after 60 plies without an attack.',
  'junqi.howTo.end.figure':
    'A blue captain on {from}, next to the headquarters {to} where red’s flag is shown: attacking it wins the game.',
  'junqi.howTo.start': 'Start a game',
} as const satisfies Table;
