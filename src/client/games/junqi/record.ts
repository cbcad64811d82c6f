/**
 * What this page saw of a Junqi match, step by step: the moves (with the viewer's own piece in
 * each attack), the setup's milestones, the flags shown and the end. It starts from the first
 * state the page received — the setup, or a position in the middle of the game — and continues
 * with the steps that follow it; should steps be missed (a reconnect that brought a whole state),
 * it starts again from the state it was brought, so its moves always continue its starting point.
 * The move log and the replay are read from it.
 */
import type { MatchStateMessage, WireStep } from '../../../core/wire';
import type { CombatResult } from '../../../games/junqi/combat';
import type { JunqiEvent } from '../../../games/junqi/game';
import type { Rank, SideName } from '../../../games/junqi/pieces';
import type { JunqiView, PieceView } from '../../../games/junqi/view';

export interface RecordedMove {
  /** The ply of the game this move was (1 for blue's first). */
  readonly ply: number;
  readonly side: SideName;
  readonly from: string;
  readonly to: string;
  readonly result: CombatResult | null;
  /** In an attack, the viewer's own piece in it: its rank, and whether it attacked or defended. */
  readonly own?: { readonly rank: Rank; readonly role: 'attacker' | 'defender' };
}

export type LogEntry =
  | { readonly kind: 'move'; readonly move: RecordedMove }
  | { readonly kind: 'ready'; readonly side: SideName }
  | { readonly kind: 'started' }
  | { readonly kind: 'flag'; readonly side: SideName; readonly square: string }
  | {
      readonly kind: 'draw';
      readonly side: SideName;
      readonly action: 'offer' | 'accept' | 'decline';
    }
  | { readonly kind: 'over'; readonly winner: SideName | null; readonly reason: string }
  /** Steps were missed here (the connection dropped): what came before is not continued. */
  | { readonly kind: 'gap' };

export type RecordBase =
  /** The page saw the game begin: the moves start from the two layouts. */
  | { readonly kind: 'start' }
  /** The page opened in the middle of play: the moves start from this position. */
  | { readonly kind: 'midway'; readonly ply: number; readonly pieces: readonly PieceView[] }
  /** The page opened after the game. */
  | { readonly kind: 'none'; readonly ply: number };

export interface GameRecord {
  /** The match version the record has reached. */
  readonly version: number;
  readonly base: RecordBase;
  readonly moves: readonly RecordedMove[];
  /** Everything worth telling, oldest first (kept across a restart after missed steps). */
  readonly log: readonly LogEntry[];
}

const baseOf = (view: JunqiView): RecordBase => {
  if (view.phase === 'setup' || view.ply === 0) return { kind: 'start' };
  if (view.phase === 'play') return { kind: 'midway', ply: view.ply, pieces: view.pieces };
  return { kind: 'none', ply: view.ply };
};

export const basePly = (base: RecordBase): number => (base.kind === 'start' ? 0 : base.ply);

/** A record that starts from a whole state. */
export function startRecord(state: MatchStateMessage): GameRecord {
  return { version: state.version, base: baseOf(state.view as JunqiView), moves: [], log: [] };
}

const SEAT_SIDES: readonly SideName[] = ['blue', 'red'];

/** The record after the steps from `prev` to `next`; started again from `prev` if it was behind. */
export function recordSteps(
  record: GameRecord,
  steps: readonly WireStep[],
  prev: MatchStateMessage,
  next: MatchStateMessage,
): GameRecord {
  let base = record.base;
  let moves = [...record.moves];
  const log = [...record.log];
  if (record.version !== prev.version) {
    base = baseOf(prev.view as JunqiView);
    moves = [];
    if (log.length > 0) log.push({ kind: 'gap' });
  }
  for (const step of steps) {
    for (const raw of step.events ?? []) {
      const e = raw as
        | JunqiEvent
        | { type: 'draw'; seat: number; action: 'offer' | 'accept' | 'decline' };
      switch (e.type) {
        case 'moved': {
          const move: RecordedMove = {
            ply: basePly(base) + moves.length + 1,
            side: e.side,
            from: e.from,
            to: e.to,
            result: e.result,
          };
          moves.push(move);
          log.push({ kind: 'move', move });
          break;
        }
        case 'combat': {
          const last = moves.at(-1);
          if (!last || last.to !== e.square) break;
          const move: RecordedMove = { ...last, own: { rank: e.rank, role: e.role } };
          moves[moves.length - 1] = move;
          const i = log.findLastIndex((entry) => entry.kind === 'move');
          if (i >= 0) log[i] = { kind: 'move', move };
          break;
        }
        case 'ready':
          log.push({ kind: 'ready', side: e.side });
          break;
        case 'started':
          log.push({ kind: 'started' });
          break;
        case 'flag-shown':
          log.push({ kind: 'flag', side: e.side, square: e.square });
          break;
        case 'over':
          log.push({ kind: 'over', winner: e.winner, reason: e.reason });
          break;
        case 'draw': {
          const side = SEAT_SIDES[e.seat];
          if (side) log.push({ kind: 'draw', side, action: e.action });
          break;
        }
        default:
          break;
      }
    }
  }
  return { version: next.version, base, moves, log };
}
