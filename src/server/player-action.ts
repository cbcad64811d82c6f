import type { Seat } from '../core/game';
import type { TableCommand } from '../core/table';

/** What a player may do with their seat's token. */
export type PlayerAction =
  | { kind: 'move'; move: unknown }
  | { kind: 'resign' }
  | { kind: 'leave' }
  | { kind: 'claim'; result: 'win' | 'draw' }
  | { kind: 'draw'; action: 'offer' | 'accept' | 'decline' }
  | { kind: 'stand-in'; seat: Seat };

export /** The table command a player's action is. */
function commandOf(seat: Seat, version: number | null, action: PlayerAction): TableCommand {
  switch (action.kind) {
    case 'move':
      return { kind: 'move', seat, move: action.move, chosenAt: version };
    case 'resign':
    case 'leave':
      return { kind: action.kind, seat };
    case 'claim':
      return { kind: 'claim', seat, result: action.result };
    case 'draw':
      return { kind: 'draw', seat, action: action.action };
    case 'stand-in':
      return { kind: 'stand-in', seat, target: action.seat };
  }
}
