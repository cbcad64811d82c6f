/**
 * What a row of "Open matches" says about a listed match: who is waiting there, since when,
 * and whether a seat is free to join. Pure, so it is tested under Node.
 */
import type { LobbyEntry } from '../../core/protocol';
import { botName, t } from '../i18n';
import { listOf } from './listOf';

export interface OpenMatchRow {
  /** A few words each: who sits or waits, and for how long (or how far the play has come). */
  about: string[];
  /** A human seat is free: the row offers Join rather than Watch. */
  joinable: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a match has waited, in the largest unit that fits. */
export function waitedFor(ms: number): string {
  // Server and browser clocks disagree a little: a match that seems to start later is new too.
  if (ms < MINUTE) return t('lobby.justNow');
  if (ms < HOUR) return t('lobby.forMinutes', { count: Math.floor(ms / MINUTE) });
  if (ms < 2 * DAY) return t('lobby.forHours', { count: Math.floor(ms / HOUR) });
  return t('lobby.forDays', { count: Math.floor(ms / DAY) });
}

function whoWaits(entry: LobbyEntry, open: number): string {
  const seats = entry.seats;
  const seated = seats.filter((s) => s.kind === 'human' && s.taken).length;
  if (seats.length === 2 && seated === 1) return t('lobby.playerWaiting');
  if (seated === 0) return t('lobby.seatsOpen', { count: open });
  return t('lobby.seatsOpenOf', { count: open, total: seats.length });
}

export function describeOpenMatch(entry: LobbyEntry, now: number): OpenMatchRow {
  const open = entry.seats.filter((s) => s.kind === 'human' && !s.taken).length;
  const levels = entry.seats
    .filter((s) => s.kind === 'bot')
    .map((s) => botName(s.level ?? '', entry.game));
  const bots = levels.length > 0 ? [t('lobby.withComputer', { levels: listOf(levels) })] : [];
  if (open === 0) {
    const moves = entry.version > 0 ? [t('lobby.moves', { count: entry.version })] : [];
    return { about: [t('lobby.inPlay'), ...bots, ...moves], joinable: false };
  }
  return {
    about: [whoWaits(entry, open), ...bots, waitedFor(now - entry.createdAt)],
    joinable: true,
  };
}
