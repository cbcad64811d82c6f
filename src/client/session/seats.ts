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
  /** When this browser took the seat (ms since the epoch), to list its games newest first. */
  at?: number;
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
  const had = seats[String(seat)];
  seats[String(seat)] = { token, nextSeq: had?.nextSeq ?? 0, at: had?.at ?? Date.now() };
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

/**
 * The server's count of a seat's commands: a browser that takes a seat over (by its private
 * link) must not reuse numbers the server has already answered.
 */
export function catchUpClientSeq(matchId: string, seat: Seat, next: number): void {
  const seats = read(matchId);
  const rec = seats[String(seat)];
  if (!rec || rec.nextSeq >= next) return;
  rec.nextSeq = next;
  memory.set(matchId, seats);
  save(matchId, seats);
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

/** Every match this browser holds a seat in, most recently sat down in first. */
export function heldMatches(): string[] {
  const ids: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith('parlour:seats:')) ids.push(k.slice('parlour:seats:'.length));
    }
  } catch {
    // No storage: only the seats of this visit.
  }
  for (const id of memory.keys()) if (!ids.includes(id)) ids.push(id);
  const takenAt = (id: string) => Math.max(0, ...Object.values(read(id)).map((r) => r.at ?? 0));
  return ids.sort((a, b) => takenAt(b) - takenAt(a));
}
