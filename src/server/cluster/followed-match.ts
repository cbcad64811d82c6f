import type { Result } from '../../core/errors';
import type { Seat } from '../../core/game';
import type { LiveMatch } from '../live-match';
import type { MatchHandle, Seated } from '../match-handle';
import type { PlayerAction } from '../player-action';
import { hashToken } from '../tokens';
import type { Cluster } from './cluster';

/**
 * A match another process owns, followed here: every command goes to its owner (`Cluster.call`)
 * and is answered once this copy has the steps the answer names, so a player on this process is
 * never told of a move before their page can be shown it.
 */
export class FollowedMatch implements MatchHandle {
  constructor(
    private readonly live: LiveMatch,
    private readonly cluster: Cluster,
  ) {}

  private get matchId(): string {
    return this.live.id;
  }

  async act(token: string, clientSeq: number, version: number | null, action: PlayerAction) {
    const { matchId } = this;
    const done = await this.cluster.call({ op: 'act', matchId, token, clientSeq, version, action });
    if (done.ok) await this.cluster.caughtUp(matchId, done.value.version);
    return done;
  }

  async sit(seat: Seat, commandId: string): Promise<Result<Seated>> {
    const sat = await this.cluster.call({ op: 'sit', matchId: this.matchId, seat, commandId });
    if (sat.ok) this.tokenIs(sat.value);
    return sat;
  }

  async moveSeat(token: string, commandId: string): Promise<Result<Seated>> {
    const moved = await this.cluster.call({
      op: 'move-seat',
      matchId: this.matchId,
      token,
      commandId,
    });
    if (moved.ok) this.tokenIs(moved.value);
    return moved;
  }

  async giveSeat(seat: Seat, commandId: string): Promise<Result<Seated>> {
    const given = await this.cluster.call({
      op: 'give-seat',
      matchId: this.matchId,
      seat,
      commandId,
    });
    if (given.ok) this.tokenIs(given.value);
    return given;
  }

  rematch(token: string, accept: boolean): Promise<Result<null>> {
    return this.cluster.call({ op: 'rematch', matchId: this.matchId, token, accept });
  }

  comeBack(seat: Seat): void {
    if (this.live.finished) return;
    // Nobody waits for it: a failure is the cluster's to log (it refuses rather than throws).
    this.cluster.call({ op: 'back', matchId: this.matchId, seat }).catch(() => {});
  }

  /** The owner keeps the graces: it hears of this process's sockets on the match's channel. */
  presence(): void {}

  /**
   * The owner has stored the seat's token: the copy held here now (this one, or one read again
   * meanwhile) knows it at once, before the owner's word that the row changed arrives.
   */
  private tokenIs(seated: Seated): void {
    this.cluster.copyOf(this.matchId)?.setTokenHash(seated.seat, hashToken(seated.token));
  }
}
