/**
 * The private link to a seat: the match's address with the seat and its token in the fragment,
 * which browsers never send to a server (so it stays out of logs). Opening it stores the seat in
 * this browser, as sitting down would have.
 */
import type { Seat } from '../../core/game';
import { rememberSeat } from '../session/seats';

export function rejoinLink(matchId: string, seat: Seat, token: string): string {
  const fragment = new URLSearchParams({ seat: String(seat), token });
  return `${window.location.origin}/m/${encodeURIComponent(matchId)}#${fragment}`;
}

/**
 * Takes a seat from the address's fragment, if it holds one, and removes it from the address so
 * that the secret does not linger in the history or get copied with the page's address.
 */
export function takeSeatFromAddress(matchId: string): boolean {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const seat = Number(params.get('seat'));
  const token = params.get('token');
  if (!token || !Number.isInteger(seat) || seat < 0 || !/^[A-Za-z0-9_-]{16,100}$/.test(token)) {
    return false;
  }
  rememberSeat(matchId, seat, token);
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return true;
}
