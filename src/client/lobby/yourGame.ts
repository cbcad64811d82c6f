/**
 * What a row of "Your games" says about one of this browser's matches: whom it is against and
 * how far it has come, from the seats this browser holds. Pure, so it is tested under Node.
 */
import type { Seat } from '../../core/game';
import type { LobbyEntry, SeatInfo } from '../../core/protocol';
import { botName, t } from '../i18n';
import { listOf } from './listOf';

export type Standing =
  | 'waiting'
  | 'yourTurn'
  | 'theirTurn'
  | 'playing'
  | 'won'
  | 'lost'
  | 'draw'
  | 'over'
  | 'abandoned';

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

export function standingOf(entry: LobbyEntry, mine: readonly Seat[]): Standing {
  const outcome = entry.outcome;
  if (outcome) {
    // A claim after the others left ends as 'abandoned' (a win) or 'abandoned-draw'.
    if (outcome.reason.startsWith('abandoned')) return 'abandoned';
    if (outcome.winners.length === 0) return 'draw';
    if (mine.length === entry.seats.length) return 'over';
    return outcome.winners.some((s) => mine.includes(s)) ? 'won' : 'lost';
  }
  if (entry.finished) return 'over';
  const others = entry.seats.filter((_, i) => !mine.includes(i));
  if (others.some(hasLeft)) return 'abandoned';
  if (others.some(isOpen)) return 'waiting';
  if (!entry.toMove) return 'playing';
  return entry.toMove.some((s) => mine.includes(s)) ? 'yourTurn' : 'theirTurn';
}

export function againstOf(entry: LobbyEntry, mine: readonly Seat[]): string {
  const others = entry.seats.filter((_, i) => !mine.includes(i));
  const [only] = others;
  if (!only) return t('lobby.sameScreen');
  if (others.length === 1) {
    if (only.kind === 'bot')
      return t('lobby.vsComputer', { level: botName(only.level ?? '', entry.game) });
    return only.taken ? t('lobby.vsFriend') : t('lobby.waitingFriend');
  }
  const friends = others.filter((s) => s.kind === 'human' && s.taken).length;
  const names = [
    ...(friends > 0 ? [t('lobby.friends', { count: friends })] : []),
    ...others
      .filter((s) => s.kind === 'bot')
      .map((s) => t('lobby.computerLevel', { level: botName(s.level ?? '', entry.game) })),
  ];
  const open = others.filter(isOpen).length;
  const parts = [
    ...(names.length > 0 ? [t('lobby.against', { players: listOf(names) })] : []),
    ...(open > 0 ? [t('lobby.waitingMore', { count: open })] : []),
  ];
  return parts.join(' · ');
}

function standingText(standing: Standing, entry: LobbyEntry): string | null {
  switch (standing) {
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

export function describeYourGame(entry: LobbyEntry, mine: readonly Seat[]): YourGameRow {
  const standing = standingOf(entry, mine);
  const text = standingText(standing, entry);
  const playing = standing === 'yourTurn' || standing === 'theirTurn' || standing === 'playing';
  const progress = [
    ...(text ? [text] : []),
    ...(playing && entry.version > 0 ? [t('lobby.moves', { count: entry.version })] : []),
  ];
  const dismissable = !playing && standing !== 'waiting';
  return { against: againstOf(entry, mine), standing, progress, dismissable };
}
