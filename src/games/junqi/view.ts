/**
 * What a seat may know of a Junqi match: its own ranks, the enemy's colours and squares, what
 * every seat saw happen (which pieces have moved, how each attack ended), and what the rules
 * reveal — the enemy flag once its field marshal is gone. Never an enemy rank otherwise. During
 * setup nothing of the other layout is shown; a spectator sees no rank while the game runs; once
 * it is over, everything is shown to everyone.
 */
import type { Viewer } from '../../core/game';
import { type Side, squareName } from './board';
import type { CombatResult } from './combat';
import { FLAG, type Rank, SIDE_NAMES, type SideName } from './pieces';
import { flagRevealed, type JunqiOptions, type JunqiState, type Phase, QUIET_PLIES } from './state';

export interface PieceView {
  readonly square: string;
  readonly side: SideName;
  /** Null where the viewer may not know it. */
  readonly rank: Rank | null;
  /** The square it started on: a public name for a piece as it moves around. */
  readonly origin: string;
  readonly moved: boolean;
}

export interface JunqiView {
  readonly phase: Phase;
  /** The viewer's side, or null for a spectator. */
  readonly you: SideName | null;
  readonly toMove: SideName | null;
  readonly pieces: readonly PieceView[];
  readonly ready: Readonly<Record<SideName, boolean>>;
  readonly ply: number;
  readonly quiet: number;
  /** Plies without an attack before the game is drawn, when the match has that rule. */
  readonly quietLimit: number | null;
  /** The pieces each side has lost, by rank where the viewer may know it. */
  readonly lost: Readonly<Record<SideName, readonly (Rank | null)[]>>;
  readonly last: {
    readonly side: SideName;
    readonly from: string;
    readonly to: string;
    readonly result: CombatResult | null;
  } | null;
  /** Whose flag the rules have shown to this viewer (its field marshal is gone). */
  readonly flagShown: Readonly<Record<SideName, boolean>>;
  readonly result: {
    readonly winner: SideName | null;
    readonly reason: string;
  } | null /** Every move of the game, once it is over (for the replay of a page that opened late). */;
  readonly moves:
    | readonly {
        readonly side: SideName;
        readonly from: string;
        readonly to: string;
        readonly result: CombatResult | null;
      }[]
    | null;
  /** Both starting layouts, once the game is over. */
  readonly layouts: Readonly<Record<SideName, Readonly<Record<string, Rank>>>> | null;
  readonly options: JunqiOptions;
}

const both = <T>(f: (side: Side) => T): Record<SideName, T> => ({ blue: f(0), red: f(1) });

export function junqiView(state: JunqiState, viewer: Viewer): JunqiView {
  const over = state.phase === 'over';
  const you: Side | null = viewer === 'spectator' ? null : (viewer as Side);
  // The opponent's flag is shown to a player whose opponent has lost its field marshal.
  const shown = (side: Side) =>
    over || (you !== null && you !== side && flagRevealed(state.board, side));
  const knows = (side: Side, rank: Rank) => over || side === you || (rank === FLAG && shown(side));
  const pieces: PieceView[] = [];
  state.board.forEach((p, s) => {
    if (!p) return;
    // While setting up, nothing of the other layout is shown, not even where it stands.
    if (state.phase === 'setup' && p.side !== you) return;
    pieces.push({
      square: squareName(s),
      side: SIDE_NAMES[p.side],
      rank: knows(p.side, p.rank) ? p.rank : null,
      origin: squareName(p.origin),
      moved: p.moved,
    });
  });
  const last = state.last;
  return {
    phase: state.phase,
    you: you === null ? null : SIDE_NAMES[you],
    toMove: state.phase === 'play' ? SIDE_NAMES[state.toMove] : null,
    pieces,
    ready: both((side) => state.ready[side]),
    ply: state.ply,
    quiet: state.quiet,
    quietLimit: state.options.quietDraw ? QUIET_PLIES : null,
    lost: both((side) => state.lost[side].map((rank) => (over || side === you ? rank : null))),
    last: last && {
      side: SIDE_NAMES[last.side],
      from: squareName(last.from),
      to: squareName(last.to),
      result: last.result,
    },
    flagShown: both((side) => shown(side) && !over),
    result: state.result && {
      winner: state.result.winner === null ? null : SIDE_NAMES[state.result.winner],
      reason: state.result.reason,
    },
    moves: over
      ? state.moves.map((m) => ({
          side: SIDE_NAMES[m.side],
          from: squareName(m.from),
          to: squareName(m.to),
          result: m.result,
        }))
      : null,
    layouts: over && state.layouts ? { blue: state.layouts[0], red: state.layouts[1] } : null,
    options: state.options,
  };
}
