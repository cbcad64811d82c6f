/**
 * What a row of "Open matches" says about a listed match: who is waiting there (by name, with
 * their rating and how often they finish rated games, where the server gives them), since when,
 * whether it is rated, and whether a seat is free to join. Pure, so it is tested under Node.
 */
import type { LobbyEntry, SeatInfo } from '../../core/protocol';
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

/** Whether a listed table counts for its players' ratings (as far as the server says). */
export function isRated(entry: LobbyEntry): boolean {
  return (entry as LobbyEntry & { rated?: unknown }).rated === true;
}

/** A seated player as a row names them: "Aiko (1623)", or just "Aiko" while provisional. */
function nameOf(s: SeatInfo): string | null {
  const p = s.player;
  if (!p?.name) return null;
  return p.rating === undefined
    ? p.name
    : t('lobby.nameRating', { name: p.name, rating: Math.round(p.rating) });
}

function whoWaits(entry: LobbyEntry, open: number): string[] {
  const seats = entry.seats;
  const people = seats.filter((s) => s.kind === 'human' && s.taken);
  const seated = people.length;
  const names = people.flatMap((s) => nameOf(s) ?? []);
  if (seats.length === 2 && seated === 1) {
    const [waiting] = people;
    const name = waiting ? nameOf(waiting) : null;
    if (name === null) return [t('lobby.playerWaiting')];
    const rate = waiting?.player?.finishRate;
    return [
      t('lobby.nameWaiting', { name }),
      ...(rate === undefined ? [] : [t('lobby.finishes', { count: Math.round(rate) })]),
    ];
  }
  if (seated === 0) return [t('lobby.seatsOpen', { count: open })];
  return [
    t('lobby.seatsOpenOf', { count: open, total: seats.length }),
    ...(names.length > 0 ? [listOf(names)] : []),
  ];
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
    about: [...whoWaits(entry, open), ...bots, waitedFor(now - entry.createdAt)],
    joinable: true,
  };
}
