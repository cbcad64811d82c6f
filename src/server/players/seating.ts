import { isAborted } from '../../core/abort';
import { fail, ok, type Result } from '../../core/errors';
import type { AnyGame, Seat } from '../../core/game';
import { matchOutcome } from '../../core/match';
import type { SeatPlan, SeatPlayer, TableSettings } from '../../core/protocol';
import { ratedRefusal } from '../../core/rated';
import { places } from '../../games/guillotine/series';
import { combined, finishRate, mayOpenRated, ratedAgainAt } from '../../ratings/reputation';
import type { LiveMatch } from '../live-match';
import { rematchSeat } from '../rematches';
import { finishedMatchOf } from './finish';
import { playerOfCookie } from './identity';
import type { Player, PlayerStore } from './store';

/** A rating is shown beside a name once it is no longer provisional (as lichess). */
const PROVISIONAL_DEVIATION = 110;

/**
 * Who sits where, as players: a seat taken by a browser that has a player is recorded as that
 * player's (so their games follow them to every device), and a rated table admits only players,
 * each once; a rated match that finishes is rated. The rules of a rated table are here, once,
 * for HTTP and the socket alike.
 */
export class Seating {
  constructor(
    private readonly players: PlayerStore,
    private readonly log: (msg: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** The player a request's cookie names, or null. */
  playerOf(cookieHeader: string | undefined): Promise<Player | null> {
    return playerOfCookie(this.players, cookieHeader);
  }

  /**
   * Whether `player` (sitting down at once, or null) may open a table with these seats, of this
   * game with these options (absent: a game this server does not serve, refused when made).
   */
  async mayOpen(
    table: TableSettings,
    plan: readonly SeatPlan[],
    sits: boolean,
    player: Player | null,
    game?: { readonly game: AnyGame; readonly options: unknown },
  ): Promise<Result<null>> {
    if (!table.rated) return ok(null);
    // The game's own rule: a board too small for a real game is never rated.
    const unrateable = game ? ratedRefusal(game.game, game.options) : null;
    if (unrateable) return { ok: false, error: unrateable };
    if (plan.length < 2 || plan.some((p) => p.kind !== 'human')) {
      return fail(
        'rated-needs-people',
        'A rated game is between people only: every seat must be for a person.',
      );
    }
    if (!sits || !player) {
      return fail(
        'rated-needs-player',
        'A rated game is played by players with a name here: open it from Parlour and take your seat.',
      );
    }
    const reputation = combined(await this.players.ratingsOf(player.id));
    if (!mayOpenRated(reputation, this.now())) {
      const until = ratedAgainAt(reputation, this.now());
      return fail(
        'rated-not-now',
        'You left too many rated games unfinished: for a while you may open casual games only.',
        until === null ? undefined : { until },
      );
    }
    return ok(null);
  }

  /** Whether `player` may take a seat of this match (a rated one wants a player, once). */
  async maySit(live: LiveMatch, player: Player | null): Promise<Result<null>> {
    if (!live.settings.rated) return ok(null);
    if (!player) {
      return fail(
        'rated-needs-player',
        'A rated game is played by players with a name here: open it from Parlour and take your seat.',
      );
    }
    const seats = await this.players.seatsOf(live.id);
    if (seats.some((s) => s.playerId === player.id)) {
      return fail('rated-same-player', 'You already hold a seat at this rated table.');
    }
    return ok(null);
  }

  /** Whether `player` holds this seat of the match (took it on any device), or why not. */
  async holds(matchId: string, seat: Seat, player: Player): Promise<Result<null>> {
    const seats = await this.players.seatsOf(matchId);
    if (seats.some((s) => s.seat === seat && s.playerId === player.id)) return ok(null);
    return fail('not-your-seat', 'That seat is not yours: take a free one, or watch.');
  }

  /** The seat is taken by `player`: it is theirs on every device. */
  async seated(live: LiveMatch, seat: Seat, player: Player | null): Promise<void> {
    if (!player) return;
    await this.players.recordSeat({
      matchId: live.id,
      seat,
      playerId: player.id,
      game: live.spec.game,
      rated: live.settings.rated,
      seatedAt: this.now(),
    });
    live.seatPlayers[seat] = await this.seatPlayer(player.name, player.id, live.spec.game);
  }

  /**
   * A rematch: every player sits again, at their seat's place there. The names are known at once
   * (before anyone is told of the rematch, so that no page shows an unnamed seat); the seats are
   * recorded as the players' after, so that the rematch follows them and a rated one is rated.
   */
  async rematched(from: LiveMatch, to: LiveMatch): Promise<void> {
    const n = from.spec.seats;
    from.seatPlayers.forEach((player, seat) => {
      if (player) to.seatPlayers[rematchSeat(seat, n)] = player;
    });
    for (const s of await this.players.seatsOf(from.id)) {
      if (s.playerId === null) continue;
      await this.players.recordSeat({
        matchId: to.id,
        seat: rematchSeat(s.seat, n),
        playerId: s.playerId,
        game: to.spec.game,
        rated: to.settings.rated,
        seatedAt: this.now(),
      });
    }
  }

  /**
   * The players of a match read back (a match loaded from the store, or another process says its
   * players changed): a seat whose player was forgotten names nobody again.
   */
  async known(live: LiveMatch): Promise<void> {
    const seats = await this.players.seatsOf(live.id);
    for (const s of seats) {
      const player = s.playerId === null ? null : await this.players.playerById(s.playerId);
      live.seatPlayers[s.seat] = player
        ? await this.seatPlayer(player.name, player.id, live.spec.game)
        : null;
    }
  }

  /**
   * A player was forgotten: the seats they held, in the matches this process has in memory, name
   * nobody from now on (as a seat whose player never had a name). Returns those matches, for
   * their watchers to be told.
   */
  forgotten(
    seats: readonly { readonly matchId: string; readonly seat: Seat }[],
    held: (matchId: string) => LiveMatch | null,
  ): LiveMatch[] {
    const changed = new Set<LiveMatch>();
    for (const { matchId, seat } of seats) {
      const live = held(matchId);
      if (!live || live.seatPlayers[seat] === undefined) continue;
      live.seatPlayers[seat] = null;
      changed.add(live);
    }
    return [...changed];
  }

  private async seatPlayer(name: string, id: string, game: string): Promise<SeatPlayer> {
    const records = await this.players.ratingsOf(id);
    const record = records.find((r) => r.game === game);
    const rate = finishRate(combined(records));
    return {
      name,
      ...(record && record.deviation < PROVISIONAL_DEVIATION
        ? { rating: Math.round(record.rating) }
        : {}),
      ...(rate === null ? {} : { finishRate: Math.round(rate * 100) }),
    };
  }

  /**
   * Rates the rated matches that finished without being rated (the process stopped between the
   * match's last commit and its rating): called at start; a match still being played is left.
   */
  async catchUp(get: (id: string) => Promise<LiveMatch | null>): Promise<number> {
    let rated = 0;
    for (const id of await this.players.unrecordedRated(1000)) {
      const live = await get(id);
      if (!live?.finished) continue;
      await this.rate(live);
      rated++;
    }
    return rated;
  }

  /**
   * A match is over (durable): a rated one rates its players; a solo puzzle solved (one seat,
   * IQ Twist) is recorded as its player's, with the time from the start.
   */
  finished(live: LiveMatch): void {
    if (live.spec.seats === 1) {
      this.solved(live).catch((e: unknown) => {
        this.log(`players: the solve of ${live.id} could not be recorded: ${String(e)}`);
      });
      return;
    }
    this.rate(live).catch((e: unknown) => {
      this.log(`ratings: match ${live.id} could not be rated: ${String(e)}`);
    });
  }

  private async solved(live: LiveMatch): Promise<void> {
    const outcome = matchOutcome(live.game, live.match);
    if (!outcome?.winners.includes(0)) return;
    const [seat] = await this.players.seatsOf(live.id);
    if (!seat?.playerId) return;
    const options = live.spec.options as { start?: unknown } | undefined;
    await this.players.recordSolve({
      playerId: seat.playerId,
      matchId: live.id,
      game: live.spec.game,
      challenge: typeof options?.start === 'string' ? options.start : '',
      ms: Math.max(0, this.now() - live.createdAt),
      at: this.now(),
    });
  }

  private async rate(live: LiveMatch): Promise<void> {
    if (!live.settings.rated) return;
    const outcome = matchOutcome(live.game, live.match);
    if (!outcome) return;
    // Aborted before play began: nobody's record changes, and the match counts as casual.
    if (isAborted(outcome)) return this.players.unrate(live.id);
    const input = finishedMatchOf({
      matchId: live.id,
      game: live.spec.game,
      finishedAt: this.now(),
      outcome,
      seats: live.match.seats,
      // A game that ranks every seat (Guillotine's totals, fewest points first).
      places:
        live.spec.game === 'guillotine' && outcome.scores ? places(outcome.scores) : undefined,
    });
    // Idempotent: a match rated already (by another process, say) is not rated again.
    await this.players.recordFinished(input);
  }
}
