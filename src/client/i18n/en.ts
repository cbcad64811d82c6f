/**
 * The platform's English texts: shell, lobby, seats, matches and errors shared by every game.
 * A game's own texts live in its folder (games/<id>/messages) under its own namespace. English
 * is the reference: the other languages must have exactly these keys (see Translation).
 * Placeholders are written {name}; a counted text is an object of plural forms (see PluralForms).
 */
import type { Table } from './types';

export const en = {
  'app.name': 'Parlour',
  'app.tagline': 'Board and card games to play alone, against fair computers, or with friends.',
  'nav.home': 'Games',
  'nav.language': 'Language',
  'sound.volume': 'Volume',
  'sound.test': 'Test sound',
  'conn.reconnecting': 'Reconnecting…',
  'common.loading': 'Loading…',
  'common.back': 'Back to the games',
  'common.notFound': 'There is no such page.',
  'common.loadFailed': 'Could not reach the server. It will try again.',

  'bot.beginner': 'Beginner',
  'bot.casual': 'Casual',
  'bot.strong': 'Strong',
  'bot.perfect': 'Perfect',
  'bot.random': 'Random',
  'bot.solver': 'Solver',

  'newGame.title': 'New game',
  'newGame.opponent': 'Opponent',
  'newGame.vsComputer': 'Against the computer',
  'newGame.vsFriend': 'Against a friend',
  'newGame.sameScreen': 'Two players on this screen',
  'newGame.level': 'Level',
  'newGame.order': 'Order',
  'newGame.first': 'I move first',
  'newGame.second': 'I move second',
  'newGame.size': 'Board size',
  'newGame.files': 'Columns',
  'newGame.ranks': 'Rows',
  'newGame.start': 'Start',
  'newGame.clock': 'Time per move',
  'newGame.grace': 'Wait for a player who leaves',
  'newGame.clockNone': 'No clock',
  'newGame.clockSeconds': { one: '{count} second', other: '{count} seconds' },
  'newGame.clockMinutes': { one: '{count} minute', other: '{count} minutes' },
  'newGame.onTimeout': 'When the time runs out',
  'newGame.onTimeoutForfeit': 'the game is lost',
  'newGame.onTimeoutBot': 'the computer plays that move',
  'newGame.setupClock': 'Time to get ready',
  'newGame.setupClockNone': 'No limit',
  'newGame.setupClockHint': 'A player not ready in time counts as having left the table.',
  'newGame.listed': 'Open to anyone',
  'newGame.listedHint': '(listed in the lobby; otherwise only your link opens it)',
  'newGame.starting': 'Starting…',
  'newGame.failed': 'Could not start the game: {reason}',

  'share.title': 'Invite a friend',
  'share.explain':
    'Send this link to the friend you want to play with. The game starts when they open it.',
  'share.copy': 'Copy link',
  'share.copied': 'Copied!',
  'share.rated': 'A rated game: tell them, since the result changes both players’ ratings.',
  'share.waiting': 'Waiting for your friend to join…',
  'share.titleMany': 'Invite your friends',
  'share.explainMany': {
    one: 'Send this link to the friend still to come: opening it takes the free seat.',
    other:
      'Send this one link to the {count} friends you want at the table: each one who opens it takes a free seat, and the game starts once all are seated.',
  },
  'share.waitingMany': {
    one: 'Waiting for {count} more friend to join…',
    other: 'Waiting for {count} more friends to join…',
  },

  'match.loading': 'Loading the match…',
  'match.notFound': 'There is no such match.',
  'match.unknownGame': 'This browser cannot show the game “{game}” yet.',
  'match.clockLeft': '{time} left',
  'match.spectator': 'You are watching this match.',
  'match.resign': 'Resign',
  'match.resignConfirm': 'Really resign?',
  'match.resignYes': 'Yes, resign',
  'match.resignNo': 'Keep playing',
  'match.again': 'New game',
  'match.againFirst': 'New game, I move first',
  'match.againSecond': 'New game, I move second',
  'match.ratedGame': 'Rated game: the result counts for the players’ ratings.',
  'match.casualGame': 'Casual game: not rated.',
  'match.joiningRated': 'Taking your seat in a rated game…',
  'match.joining': 'Taking your seat…',
  'match.noOpenSeat':
    'Every seat is taken, so you are watching. If one of them is yours, open the private link to your seat (it is on the game’s page in the browser where you joined).',

  'seat.you': 'You',
  'seat.computer': 'Computer',
  'seat.computerLevel': 'Computer ({level})',
  'seat.friend': 'Friend',
  'seat.player': 'Player {n}',
  'seat.friendN': 'Friend {n}',

  // A match's progress in "Your games", from a game's own status hook (GameClient.describeProgress).
  'progress.settingUp': 'setting up',

  'status.yourTurn': 'Your turn.',
  'status.playerTurn': '{player} to move.',
  'status.computerThinking': 'The computer is thinking…',
  'status.waitingFor': 'Waiting for {player}…',
  'status.squaresLeft': { one: '{count} square still free.', other: '{count} squares still free.' },
  'status.youWon': 'You won!',
  'status.youLost': 'You lost.',
  'status.playerWon': '{player} won!',
  'status.aborted':
    'Aborted: every player left before the game began. Nobody won or lost, and it is not rated.',
  'status.draw': 'A draw.',
  'status.resigned': '{player} resigned.',
  'status.noSquare': '{player} had no free square left.',

  // Refusals with a platform code, by code (see errorKeys). refusalCodes.test.ts finds every code
  // the source can produce and asks for its text here and in every other language.
  'error.not-your-turn': 'It is not your turn.',
  'error.stale': 'The game has moved on since that move was chosen.',
  'error.resigned': 'You resigned from this game.',
  'error.game-over': 'The game is over.',
  'error.not-over': 'The game is not over yet.',
  'error.no-such-match': 'There is no such match.',
  'error.match-moved': 'This match is now played on another server: try again.',
  'error.unavailable': 'The server playing this match cannot be reached: try again in a moment.',
  'error.no-such-seat': 'There is no such seat in this match.',
  'error.seat-taken': 'That seat is already taken.',
  'error.seat-not-human': 'You can only sit in a seat for a person.',
  'error.not-a-player-seat': 'The computer plays that seat.',
  'error.seat-not-taken': 'Nobody holds that seat.',
  'error.not-your-seat': 'That seat is not yours: take a free one, or watch.',
  'error.bad-token': 'This browser does not hold that seat.',
  'error.bad-move': 'That is not a move of this game.',
  'error.bad-message': 'The server did not understand the request.',
  'error.bad-seats': 'This game is not played with that many seats.',
  'error.bad-options': 'Those are not options of this game.',
  'error.unknown-game': 'There is no such game.',
  'error.unknown-level': 'There is no such computer level.',
  'error.no-bot': 'This game has no computer player.',
  'error.not-the-bots': 'That seat is not the computer’s to play now.',
  'error.no-move': 'The computer has no move for that seat.',
  'error.already-resigned': 'You have already resigned.',
  'error.already-away': 'That player has already left.',
  'error.not-away': 'That player has not left their seat.',
  'error.cannot-claim': 'You can end the game only when the other players have left.',
  'error.no-stand-in': 'This table does not hand seats to the computer.',
  'error.draw-offered': 'A draw has already been offered.',
  'error.no-draw-offer': 'No draw is offered to you.',
  'error.no-offer': 'There is no rematch to decline.',
  'error.replay-failed': 'The record of this match no longer replays.',
  'error.not-found': 'Not found.',
  'error.rate-limited': 'Too many messages: slow down a little.',
  'error.too-many-matches': 'Too many new games from here: wait a minute and try again.',
  'error.offline': 'You are offline: nothing was sent.',
  'error.timeout': 'The server did not answer in time.',
  'error.network': 'Network error.',

  // The players' refusals (src/server/players).
  'error.name-taken': 'That name is taken: choose another.',
  'error.name-reserved': 'That name is reserved: choose another.',
  'error.name-length': 'A name is 3 to 20 characters long.',
  'error.name-characters':
    'A name is made of letters (of any script), digits, spaces, “_” and “-”, with at least one letter.',
  'error.name-look-alike': 'That name looks too much like another player’s: choose another.',
  'error.name-invisible':
    'A name cannot hold invisible characters or blank fillers (such as U+034F, variation selectors or Hangul fillers).',
  'error.name-marks': 'A letter may carry at most two accents or marks.',
  'error.name-scripts':
    'A name cannot mix Latin letters with Cyrillic or Greek ones (they pass for one another), nor mix other scripts.',
  'error.name-spaces': 'A name cannot start or end with a space, or have two spaces together.',
  'error.cross-site': 'Refused: this request came from another site.',
  'error.no-player': 'This browser has no player yet: reload the page.',
  'error.bad-code':
    'That code does not work: it may be mistyped, used already, or older than 10 minutes.',
  'error.too-many-requests': 'Too many tries: wait a minute and try again.',
  'error.no-such-player': 'There is no player of that name.',
  'error.no-such-game': 'There is no such game.',
  'error.no-name': 'No free name for a new player: reload the page.',
  'error.bad-challenge': 'That passkey prompt is no longer valid: try again.',
  'error.passkey-refused': 'That passkey was refused.',
  'error.no-such-passkey': 'This site does not know that passkey: it may have been removed.',
  'error.passkey-known': 'That passkey is added already.',
  'error.too-many-passkeys': 'You have as many passkeys as a player may: remove one first.',
  'error.passkey-cancelled': 'No passkey was used.',

  // Rated or casual, and the players' names at a table (issue 20).
  'newGame.kind': 'Rated or casual',
  'newGame.casual': 'Casual',
  'newGame.rated': 'Rated',
  'newGame.ratedHint':
    '(counts for both players’ ratings; a rated game left unfinished counts against you)',
  'newGame.ratedNotNow': 'You left too many rated games unfinished: rated games again from {time}.',
  'newGame.ratedNotYet':
    'You left too many rated games unfinished: for a while you may open casual games only.',
  'newGame.ratedNeedsPeople': 'A rated game is between people only: every seat a friend’s.',
  'seat.nameRating': '{name} · {rating}',
  'seat.profileOf': 'The profile of {name}',
  'error.rated-needs-people':
    'A rated game is between people only: every seat must be for a person.',
  'error.rated-needs-player':
    'A rated game is played by players with a name here: reload the page and take your seat.',
  'error.rated-same-player':
    'You already hold a seat at this rated table: the other seats are for other players.',
  'error.rated-not-now':
    'You left too many rated games unfinished: rated games again from {until}.',
} as const satisfies Table;
