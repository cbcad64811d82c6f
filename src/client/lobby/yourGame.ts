/**
 * What a row of "Your games" says about one of this browser's matches: whom it is against and
 * how far it has come, from the seats this browser holds (and the game's own words for its
 * progress, where its client has them). Pure, so it is tested under Node.
 */
import { isAborted } from '../../core/abort';
import type { Seat } from '../../core/game';
import type { LobbyEntry, SeatInfo } from '../../core/protocol';
import { botName, t } from '../i18n';
import { playerName } from '../widgets/players';
import { listOf } from './listOf';

export type Standing =
  | 'waiting'
  | 'yourTurn'
  | 'theirTurn'
  | 'playing'
  | 'paused'
  | 'won'
  | 'lost'
  | 'draw'
  | 'over'
  | 'abandoned'
  | 'aborted';

export interface YourGameRow {
  /** Whom it is played against, or that the other player has not come yet. */
  against: string;
  standing: Standing;
  /** How far along, in a few words each: the standing first. */
  progress: string[];
  /** Over (or given up by the others), so keeping it in the list serves nothing. */
  dismissable: boolean;
}

const isOpen = (s: SeatInfo) => s.kind === 'human' && !s.taken;

// Left without a bot playing for them: nobody will move that seat again unless they return.
const hasLeft = (s: SeatInfo) => s.kind === 'human' && s.away && s.level === undefined;

/**
 * The other players the table waits for while nobody is at it: no person is connected, so no
 * seat is handed to the computer (the table waits for whoever comes back first), and a seat to
 * move is another person's, away with nobody playing for them.
 */
export function awaitedOf(entry: LobbyEntry, mine: readonly Seat[]): Seat[] {
  if (entry.finished || entry.outcome) return [];
  if (entry.seats.some((s) => s.kind === 'human' && s.taken && s.connected)) return [];
  return (entry.toMove ?? []).filter((seat) => {
    const s = entry.seats[seat];
    return (
      !mine.includes(seat) &&
      s?.kind === 'human' &&
      s.taken &&
      !s.connected &&
      !s.resigned &&
      s.level === undefined
    );
  });
}

/**
 * Another person as a row names them: by their player's name where the server gives it, else
 * "your friend" when there is one, else numbered in seat order ("Friend 2") as the tables that
 * have several name them.
 */
function friendName(entry: LobbyEntry, mine: readonly Seat[], seat: Seat): string {
  const named = playerName(entry, seat);
  if (named !== null) return named;
  const people = entry.seats.flatMap((s, i) =>
    s.kind === 'human' && !mine.includes(i) ? [i] : [],
  );
  return people.length > 1
    ? t('seat.friendN', { n: people.indexOf(seat) + 1 })
    : t('table.yourFriend');
}

/** Whether one of this browser's seats is to move and played from here (not by the computer). */
const ownTurn = (entry: LobbyEntry, mine: readonly Seat[]) =>
  (entry.toMove ?? []).some((seat) => {
    const s = entry.seats[seat];
    return mine.includes(seat) && !s?.resigned && s?.level === undefined;
  });

export function standingOf(entry: LobbyEntry, mine: readonly Seat[]): Standing {
  const outcome = entry.outcome;
  if (outcome) {
    // A claim after the others left is a win (or a draw) like any other, as the profile says.
    if (isAborted(outcome)) return 'aborted';
    if (outcome.winners.length === 0) return 'draw';
    if (mine.length === entry.seats.length) return 'over';
    return outcome.winners.some((s) => mine.includes(s)) ? 'won' : 'lost';
  }
  if (entry.finished) return 'over';
  const others = entry.seats.filter((_, i) => !mine.includes(i));
  if (others.some(hasLeft)) return 'abandoned';
  if (others.some(isOpen)) return 'waiting';
  if (awaitedOf(entry, mine).length > 0) return 'paused';
  if (!entry.toMove) return 'playing';
  if (ownTurn(entry, mine)) return 'yourTurn';
  // The computer plays this browser's seat now (it resigned): nobody here is waited for.
  if (entry.toMove.some((s) => mine.includes(s))) return 'playing';
  return entry.toMove.length > 0 ? 'theirTurn' : 'playing';
}

/** The computers among `seats`, one per level with how many play at it, in seat order. */
function computersOf(seats: readonly SeatInfo[]): [level: string, count: number][] {
  const counts = new Map<string, number>();
  for (const s of seats) {
    if (s.kind !== 'bot') continue;
    const level = s.level ?? '';
    counts.set(level, (counts.get(level) ?? 0) + 1);
  }
  return [...counts];
}

export function againstOf(entry: LobbyEntry, mine: readonly Seat[]): string {
  const others = entry.seats.filter((_, i) => !mine.includes(i));
  const [only] = others;
  if (!only) return t('lobby.sameScreen');
  if (others.length === 1) {
    if (only.kind === 'bot')
      return t('lobby.vsComputer', { level: botName(only.level ?? '', entry.game) });
    if (!only.taken) return t('lobby.waitingFriend');
    const named = playerName(entry, entry.seats.indexOf(only));
    return named === null ? t('lobby.vsFriend') : t('lobby.vsName', { name: named });
  }
  const people = others.filter((s) => s.kind === 'human' && s.taken);
  const named = people.flatMap((s) => playerName(entry, entry.seats.indexOf(s)) ?? []);
  const friends = people.length - named.length;
  const names = [
    ...named,
    ...(friends > 0 ? [t('lobby.friends', { count: friends })] : []),
    ...computersOf(others).map(([level, count]) => {
      const name = botName(level, entry.game);
      return count === 1
        ? t('lobby.computerLevel', { level: name })
        : t('lobby.computers', { count, level: name });
    }),
  ];
  const open = others.filter(isOpen).length;
  const parts = [
    ...(names.length > 0 ? [t('lobby.against', { players: listOf(names) })] : []),
    ...(open > 0 ? [t('lobby.waitingMore', { count: open })] : []),
  ];
  return parts.join(' · ');
}

function standingText(standing: Standing, entry: LobbyEntry, mine: readonly Seat[]): string | null {
  switch (standing) {
    case 'paused': {
      const names = awaitedOf(entry, mine).map((seat) => friendName(entry, mine, seat));
      return t('table.pausedFor', { players: listOf(names) });
    }
    case 'yourTurn':
      return t('lobby.yourTurn');
    case 'theirTurn':
      return t('lobby.theirTurn');
    case 'won':
      return t('lobby.youWon');
    case 'lost':
      return t('lobby.youLost');
    case 'draw':
      return t('lobby.draw');
    case 'abandoned':
      return t('lobby.abandoned');
    case 'aborted':
      return t('lobby.aborted');
    case 'over': {
      // Every seat played here (one screen): name the winner rather than "you".
      const [winner] = entry.outcome?.winners ?? [];
      return winner === undefined ? t('lobby.over') : t('lobby.playerWon', { n: winner + 1 });
    }
    // "Against whom" already says who is awaited; a turn would be premature.
    case 'waiting':
    case 'playing':
      return null;
  }
}

/**
 * Whether a table between people at different browsers is rated ("rated", "casual"); null for
 * one against the computer or on one screen, which is never rated, or when it is not known.
 */
export function kindOf(
  entry: LobbyEntry,
  mine: readonly Seat[],
  rated: boolean | undefined,
): string | null {
  if (rated === undefined) return null;
  const others = entry.seats.filter((s, i) => s.kind === 'human' && !mine.includes(i));
  if (others.length === 0) return null;
  return rated ? t('lobby.ratedGame') : t('lobby.casualGame');
}

/**
 * The row for a match. `gameProgress` is the game's own account of how far it has come ("deal 5
 * of 24", from GameClient.describeProgress): it takes the place of the count of moves.
 */
export function describeYourGame(
  entry: LobbyEntry,
  mine: readonly Seat[],
  gameProgress: string | null = null,
): YourGameRow {
  const standing = standingOf(entry, mine);
  const text = standingText(standing, entry, mine);
  const playing =
    standing === 'yourTurn' ||
    standing === 'theirTurn' ||
    standing === 'playing' ||
    standing === 'paused';
  const progress = [
    ...(text ? [text] : []),
    ...(playing && gameProgress
      ? [gameProgress]
      : playing && entry.version > 0
        ? [t('lobby.moves', { count: entry.version })]
        : []),
  ];
  const dismissable = !playing && standing !== 'waiting';
  return { against: againstOf(entry, mine), standing, progress, dismissable };
}
