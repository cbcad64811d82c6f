/**
 * What this page saw of a Junqi match, step by step: the moves (with the viewer's own piece in
 * each attack), the setup's milestones, the flags shown and the end. It starts from the first
 * state the page received — the setup, or a position in the middle of the game — and continues
 * with the steps that follow it; should steps be missed (a reconnect that brought a whole state),
 * it starts again from the state it was brought, so its moves always continue its starting point.
 * A page opened on a game under way starts from the events the whole state brought with it
 * (`recent`) when they reach back to the start of play, so a reload keeps the moves; otherwise
 * from the position it opened on. The move log, the replay and what the viewer has learned of
 * the enemy's pieces (knowledge.ts) are read from it.
 */
import type { MatchStateMessage, WireStep } from '../../../core/wire';
import type { CombatResult } from '../../../games/junqi/combat';
import { boardFromView } from '../../../games/junqi/from-view';
import type { JunqiEvent } from '../../../games/junqi/game';
import { FLAG, MARSHAL, type Rank, type SideName, sideNamed } from '../../../games/junqi/pieces';
import { flagRevealed } from '../../../games/junqi/state';
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

const isStarted = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { type?: unknown }).type === 'started';

/**
 * A record that starts from a whole state: from the start of play when the events it brought
 * (`recent`, oldest first) reach back to it and account for every ply since; else from the
 * position the state shows.
 */
export function startRecord(state: MatchStateMessage, recent: readonly unknown[] = []): GameRecord {
  const view = state.view as JunqiView;
  const empty: GameRecord = { version: state.version, base: baseOf(view), moves: [], log: [] };
  if (view.phase === 'setup') return readEvents(empty, recent, view);
  if (!recent.some(isStarted)) return empty;
  const played = readEvents({ ...empty, base: { kind: 'start' } }, recent, view);
  // Every ply since the start, or the page keeps to the position it opened on.
  const plies = view.moves?.length ?? view.ply;
  return played.moves.length === plies ? { ...played, version: state.version } : empty;
}

/**
 * The record once a whole state has come to a page that had one (a reconnect too far behind for
 * steps): from the start again if the state's events reach back to it, else from the state's
 * position, what came before kept in the log and the gap said.
 */
export function reopenRecord(
  old: GameRecord,
  state: MatchStateMessage,
  recent: readonly unknown[],
): GameRecord {
  const fresh = startRecord(state, recent);
  if (fresh.base.kind === 'start' || old.log.length === 0) return fresh;
  return { ...fresh, log: [...old.log, { kind: 'gap' }] };
}

const SEAT_SIDES: readonly SideName[] = ['blue', 'red'];

type ReadEvent =
  | JunqiEvent
  | { type: 'draw'; seat: number; action: 'offer' | 'accept' | 'decline' };

/** Whether the viewer's own piece was removed in a combat, by its own side's account. */
const ownRemoved = (e: Extract<JunqiEvent, { type: 'combat' }>): boolean =>
  e.role === 'attacker' ? e.result !== 'won' : e.result !== 'lost';

/**
 * The record after some events. `after` is the view once they have happened: the viewer's own
 * flag, which the rules show the enemy once the viewer's field marshal is gone, stands where it
 * stood (a flag never moves), and the rules tell whether it is shown.
 */
function readEvents(record: GameRecord, events: readonly unknown[], after: JunqiView): GameRecord {
  const moves = [...record.moves];
  const log = [...record.log];
  const base = record.base;
  for (const raw of events) {
    const e = raw as ReadEvent;
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
        if (e.rank === MARSHAL && ownRemoved(e)) {
          const shown = ownFlagShown(after);
          if (shown) log.push({ kind: 'flag', side: shown.side, square: shown.square });
        }
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
  return { ...record, moves, log };
}

/**
 * The viewer's own flag, where the rules show it to the enemy (its field marshal is gone), or
 * null: the enemy is told with a `flag-shown` event, the viewer knows it from its own pieces.
 */
export function ownFlagShown(view: JunqiView): { side: SideName; square: string } | null {
  const side = view.you === null ? null : sideNamed(view.you);
  if (side === null || view.phase === 'setup' || !flagRevealed(boardFromView(view), side))
    return null;
  const flag = view.pieces.find((p) => p.side === view.you && p.rank === FLAG);
  return flag ? { side: view.you!, square: flag.square } : null;
}

/** The record after the steps from `prev` to `next`; started again from `prev` if it was behind. */
export function recordSteps(
  record: GameRecord,
  steps: readonly WireStep[],
  prev: MatchStateMessage,
  next: MatchStateMessage,
): GameRecord {
  let from = record;
  if (record.version !== prev.version) {
    const log = record.log.length > 0 ? [...record.log, { kind: 'gap' } as const] : [];
    from = { ...record, base: baseOf(prev.view as JunqiView), moves: [], log };
  }
  const events = steps.flatMap((step) => step.events ?? []);
  return { ...readEvents(from, events, next.view as JunqiView), version: next.version };
}
