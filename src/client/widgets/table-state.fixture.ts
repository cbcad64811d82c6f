/** What the client's tests build a table's state from: seats, and the state a browser is sent. */
import type { MatchStateMessage, SeatInfo } from '../../core/wire';

/** A seat taken by a person, connected and playing, with any field changed. */
export const humanSeat = (more: Partial<SeatInfo> = {}): SeatInfo => ({
  kind: 'human',
  taken: true,
  connected: true,
  away: false,
  resigned: false,
  ...more,
});

/** A seat the computer plays at `level`. */
export const botSeat = (level: string): SeatInfo => ({ ...humanSeat(), kind: 'bot', level });

/** A table's state as the server sends it to a watcher, in play, with any field changed. */
export const tableState = (
  seats: SeatInfo[],
  more: Partial<MatchStateMessage> = {},
): MatchStateMessage => ({
  matchId: 'm',
  game: 'knights',
  version: 0,
  seat: null,
  seats,
  view: null,
  toMove: [],
  outcome: null,
  drawOffer: [],
  table: {
    listed: false,
    graceSeconds: 60,
    standIn: false,
    moveSeconds: null,
    onTimeout: 'forfeit',
    setupSeconds: null,
    rated: true,
  },
  rematch: null,
  ...more,
});
