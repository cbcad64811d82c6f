/**
 * A mind's memory of one match: where every piece stands and which enemy piece it is (by
 * origin), kept up to date from the events the seat saw, and the beliefs those events build.
 * Events name squares, not pieces, so the board is what ties a combat to the piece in it. When
 * the events are missing, or ever disagree with the view, it starts again from the view alone:
 * it never fails.
 */
import type { SeenStep } from '../../../core/game';
import { HALF, isCamp, parseSquare, type Side, SQUARES, type Square } from '../board';
import { isRank, type Rank, sideNamed } from '../pieces';
import type { JunqiView } from '../view';
import {
  type Beliefs,
  initialBeliefs,
  sawAttack,
  sawDefence,
  sawEngineerRun,
  sawMove,
} from './beliefs';
import { beliefsFromView, piecesOf, plainMove, viewFacts } from './evidence';

const NONE = -1;
const code = (side: Side, origin: Square) => side * 64 + origin;

interface Pending {
  /** The enemy piece in the combat, by origin, and the part our own piece played. */
  readonly origin: Square;
  readonly mine: 'attacker' | 'defender';
}

export class Memory {
  private readonly board = new Int16Array(SQUARES).fill(NONE);
  private beliefs: Beliefs | null = null;
  private pending: Pending | null = null;
  private lost = false;
  /** How many times it had to start again from the view (for tests and the bench). */
  rebuilds = 0;

  constructor(private readonly me: Side) {}

  private get enemy(): Side {
    return (1 - this.me) as Side;
  }

  /** Reads what the seat saw since the last decision and returns the beliefs now. */
  update(view: JunqiView, events: readonly SeenStep[] | null | undefined): Beliefs {
    if (!events) return this.fromView(view);
    // A fresh mind told everything from the start; if it was not, the board will not agree.
    this.beliefs ??= initialBeliefs(this.enemy, view.options);
    this.lost = false;
    for (const step of events) for (const e of step.events) this.read(e);
    if (view.phase === 'play' && (this.lost || !this.agrees(view))) return this.fromView(view);
    this.beliefs = viewFacts(this.beliefs, view);
    return this.beliefs;
  }

  private fromView(view: JunqiView): Beliefs {
    if (view.phase === 'play') this.rebuilds++;
    this.board.fill(NONE);
    for (const p of piecesOf(view)) this.board[p.square] = code(p.side, p.origin);
    this.pending = null;
    this.beliefs = beliefsFromView(view, this.me);
    return this.beliefs;
  }

  private agrees(view: JunqiView): boolean {
    const expect = new Int16Array(SQUARES).fill(NONE);
    for (const p of piecesOf(view)) expect[p.square] = code(p.side, p.origin);
    return expect.every((c, s) => c === this.board[s]);
  }

  private read(e: unknown): void {
    if (typeof e !== 'object' || e === null) return;
    const ev = e as Record<string, unknown>;
    if (ev.type === 'started') this.start();
    else if (ev.type === 'moved') this.moved(ev);
    else if (ev.type === 'combat') this.combat(ev);
  }

  /** Play begins with every piece on the square it started on. */
  private start(): void {
    this.board.fill(NONE);
    for (const side of [0, 1] as const) {
      for (const s of HALF[side]!) if (!isCamp(s)) this.board[s] = code(side, s);
    }
  }

  private moved(ev: Record<string, unknown>): void {
    const from = typeof ev.from === 'string' ? parseSquare(ev.from) : null;
    const to = typeof ev.to === 'string' ? parseSquare(ev.to) : null;
    const side = typeof ev.side === 'string' ? sideNamed(ev.side) : null;
    const result = ev.result;
    const mover = from === null ? NONE : this.board[from]!;
    if (from === null || to === null || side === null || mover === NONE || mover >> 6 !== side) {
      this.lost = true;
      return;
    }
    const target = this.board[to]!;
    if (side === this.enemy) {
      const origin = mover & 63;
      let b = sawMove(this.beliefs!, origin);
      if (!plainMove((s) => this.board[s] !== NONE, from, to)) b = sawEngineerRun(b, origin);
      this.beliefs = b;
      if (result !== null) this.pending = { origin, mine: 'defender' };
    } else if (result !== null) {
      if (target === NONE || target >> 6 !== this.enemy) {
        this.lost = true;
        return;
      }
      this.pending = { origin: target & 63, mine: 'attacker' };
    }
    this.board[from] = NONE;
    if (result === null || result === 'won') this.board[to] = mover;
    else if (result === 'both') this.board[to] = NONE;
  }

  private combat(ev: Record<string, unknown>): void {
    const pending = this.pending;
    this.pending = null;
    const rank = ev.rank;
    const result = ev.result;
    if (!pending || ev.role !== pending.mine || !isRank(rank)) {
      this.lost = true;
      return;
    }
    if (result !== 'won' && result !== 'lost' && result !== 'both') return;
    this.beliefs =
      pending.mine === 'attacker'
        ? sawDefence(this.beliefs!, pending.origin, rank as Rank, result)
        : sawAttack(this.beliefs!, pending.origin, rank as Rank, result);
  }
}
