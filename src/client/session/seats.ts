/**
 * The seats this browser holds, per match, in localStorage. A seat token is a secret that proves
 * the seat, so it lives here and never in a URL. The per-seat move counter (clientSeq) is kept
 * beside it, so a reloaded page does not reuse a number the server has already answered.
 */
import type { Seat } from '../../core/game';

interface SeatRecord {
  token: string;
  /** The next clientSeq to use for this seat. */
  nextSeq: number;
}

type MatchSeats = Record<string, SeatRecord>;

const key = (matchId: string) => `parlour:seats:${matchId}`;

function load(matchId: string): MatchSeats {
  try {
    const raw = localStorage.getItem(key(matchId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as MatchSeats) : {};
  } catch {
    return {};
  }
}

function save(matchId: string, seats: MatchSeats): void {
  try {
    localStorage.setItem(key(matchId), JSON.stringify(seats));
  } catch {
    // Without storage the seat lasts only as long as this page.
  }
}

/** Session-only fallback when localStorage refuses to store anything. */
const memory = new Map<string, MatchSeats>();

function read(matchId: string): MatchSeats {
  return { ...memory.get(matchId), ...load(matchId) };
}

export function rememberSeat(matchId: string, seat: Seat, token: string): void {
  const seats = read(matchId);
  seats[String(seat)] = { token, nextSeq: seats[String(seat)]?.nextSeq ?? 0 };
  memory.set(matchId, seats);
  save(matchId, seats);
}

/** Seats held by this browser in a match, in seat order. */
export function heldSeats(matchId: string): Seat[] {
  return Object.keys(read(matchId))
    .map(Number)
    .filter((s) => Number.isInteger(s))
    .sort((a, b) => a - b);
}

export function tokenOf(matchId: string, seat: Seat): string | undefined {
  return read(matchId)[String(seat)]?.token;
}

/** Hands out the next move number for a seat and remembers that it was used. */
export function nextClientSeq(matchId: string, seat: Seat): number {
  const seats = read(matchId);
  const rec = seats[String(seat)];
  if (!rec) return 0;
  const seq = rec.nextSeq;
  rec.nextSeq = seq + 1;
  memory.set(matchId, seats);
  save(matchId, seats);
  return seq;
}

/** Forgets every seat of a match, e.g. when the server no longer knows our token. */
export function forgetSeats(matchId: string): void {
  memory.delete(matchId);
  try {
    localStorage.removeItem(key(matchId));
  } catch {
    // Nothing stored, nothing to forget.
  }
}
