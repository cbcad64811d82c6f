import { fail, type Result } from '../core/errors';
import { stepFor } from '../core/events';
import type { Seat } from '../core/game';
import { applyEntry, type LogEntry, replay, startMatch } from '../core/match';
import type { CreateMatchResponse, SeatPlan, TableSettings } from '../core/protocol';
import { randomSeed } from '../core/rng';
import { findGame } from '../games';
import type { BotPool } from './bots/pool';
import type { BotReply } from './bots/protocol';
import { botSeed } from './bots/seed';
import { LiveMatch, RING_STEPS } from './live-match';
import { StepRing } from './step-ring';
import type { MatchStore } from './store/store';
import { tableSettings } from './table-settings';
import { hashToken, newMatchId, newToken, rematchToken } from './tokens';

/** Told of changes, once the writes behind them are durable, so that watchers can be told. */
export interface MatchListener {
  /** New steps of the match. */
  stepped(live: LiveMatch): void;
  /** Something about the table but not the game changed (a rematch offer). */
  tableChanged(live: LiveMatch): void;
  /** Everyone agreed to a rematch (`live.next`): each player is told their place there. */
  rematched(live: LiveMatch): void;
}

/** A seat's place in a rematch: the seats move round by one, so that who starts changes. */
export const rematchSeat = (seat: Seat, seats: number): Seat => (seat + 1) % seats;

export interface ServiceOptions {
  store: MatchStore;
  bots: BotPool;
  /** Finished matches kept in memory for late watchers before they are dropped (reloaded on demand). */ finishedCacheSize?: number;
  log?: (msg: string) => void;
  /**
   * At a table of bots only (a game to watch), the least time between two moves, so that people
   * can follow it; 0 plays as fast as the bots think.
   */
  botPaceMs?: number;
}

/** What a player may do with their seat's token. */
export type PlayerAction = { kind: 'move'; move: unknown } | { kind: 'resign' } | { kind: 'leave' };

/**
 * Owns the live matches of this process. Every command for a match runs to completion
 * synchronously (validate, apply, append to the store, notify), so commands are applied one at a
 * time in order: the single-writer rule holds without locks.
 */
export class MatchService {
  private readonly live = new Map<string, LiveMatch>();
  private readonly finishedOrder: string[] = [];
  private listener: MatchListener = { stepped() {}, tableChanged() {}, rematched() {} };
  /** Whether someone holding a seat is connected now (the socket layer knows). */
  private connected: (matchId: string, seat: Seat) => boolean = () => false;
  /** Matches whose watchers are told of new steps once the writes behind them are committed. */
  private readonly dirty = new Set<LiveMatch>();
  private closed = false;

  constructor(private readonly opts: ServiceOptions) {}

  /**
   * Marks the match durable up to `version` once what was just written of it is on disk.
   * It runs before anything waiting for that commit, which may ask whether the match is durable.
   */
  private written(live: LiveMatch, version: number): void {
    this.opts.store.recorded(() => {
      if (live.durable < version) live.durable = version;
    });
  }

  setListener(listener: MatchListener): void {
    this.listener = listener;
  }

  setPresence(connected: (matchId: string, seat: Seat) => boolean): void {
    this.connected = connected;
  }

  isConnected(matchId: string, seat: Seat): boolean {
    return this.connected(matchId, seat);
  }

  /** Loads unfinished matches whose bots must resume (after a restart). */
  resumeBots(): void {
    for (const id of this.opts.store.unfinishedWithBots()) {
      const live = this.get(id);
      if (live) this.scheduleBots(live);
    }
  }

  /** A new match; `id` is given only for a rematch, whose id was chosen with the offer. */
  create(
    req: {
      game: string;
      options: Record<string, unknown>;
      seats: SeatPlan[];
      sit?: number;
      table?: Partial<TableSettings>;
    },
    id: string = newMatchId(),
  ): Result<CreateMatchResponse> {
    const game = findGame(req.game);
    if (!game) return fail('unknown-game', `There is no game called "${req.game}".`);
    const n = req.seats.length;
    if (n < game.minSeats || n > game.maxSeats) {
      return fail('bad-seats', `${game.id} is played by ${game.minSeats}–${game.maxSeats} seats.`);
    }
    for (const plan of req.seats) {
      if (plan.kind === 'bot' && !game.bots.some((b) => b.id === plan.level)) {
        return fail('unknown-level', `${game.id} has no computer level "${plan.level}".`);
      }
    }
    if (req.sit !== undefined && req.seats[req.sit]?.kind !== 'human') {
      return fail('seat-not-human', 'You can only sit in a human seat.');
    }
    const options = game.optionsSchema.safeParse(req.options);
    if (!options.success) return fail('bad-options', `Those are not options of ${game.id}.`);
    const spec = { game: game.id, options: options.data, seats: n, seed: randomSeed() };
    const createdAt = Date.now();
    const match = startMatch(game, spec, req.seats);
    const settings = tableSettings(req.table);
    this.opts.store.create({ id, spec, plan: req.seats, createdAt, settings });
    const tokens: (string | null)[] = Array.from({ length: n }, () => null);
    const live = new LiveMatch(id, game, spec, req.seats, tokens, createdAt, match, settings, {
      durable: false,
    });
    this.written(live, live.version);
    this.live.set(id, live);
    let token: string | null = null;
    if (req.sit !== undefined) {
      token = newToken();
      this.claimSeat(live, req.sit, token);
    }
    this.scheduleBots(live);
    this.armClocks(live, null);
    return { ok: true, value: { matchId: id, seat: req.sit ?? null, token } };
  }

  /** The match if it is held in memory now; never touches the store. */
  peek(id: string): LiveMatch | null {
    return this.live.get(id) ?? null;
  }

  /** The live match, loaded and replayed from the store if it is not in memory. */
  get(id: string): LiveMatch | null {
    const cached = this.live.get(id);
    if (cached) {
      cached.touchedAt = Date.now();
      return cached;
    }
    const stored = this.opts.store.load(id);
    if (!stored) return null;
    const game = findGame(stored.spec.game);
    if (!game) return null;
    const replayed = replay(game, stored.spec, stored.log, {
      plan: stored.plan,
      keepSteps: RING_STEPS,
    });
    if (!replayed.ok) {
      this.opts.log?.(`match ${id} does not replay: ${replayed.error.message}`);
      return null;
    }
    const { match, recent } = replayed.value;
    const ring = new StepRing(RING_STEPS, match.version - recent.length);
    for (const step of recent) ring.push(step);
    const live = new LiveMatch(
      id,
      game,
      stored.spec,
      stored.plan,
      [...stored.tokenHashes],
      stored.createdAt,
      match,
      stored.settings,
      { durable: true, ring, next: stored.next, rematch: stored.rematch },
    );
    for (const e of stored.log) {
      if (e.clientSeq !== null && e.clientSeq > (live.lastClientSeq[e.seat] ?? -1)) {
        live.lastClientSeq[e.seat] = e.clientSeq;
      }
    }
    this.live.set(id, live);
    if (live.finished) this.rememberFinished(id);
    // After a restart the seats to move get a fresh clock.
    this.armClocks(live, null);
    return live;
  }

  seatOf(live: LiveMatch, token: string): Seat | null {
    return live.seatOfToken(token);
  }

  /** Takes a free human seat; the token is the only proof of it and is never stored in clear. */
  sit(matchId: string, seat: Seat): Result<{ seat: Seat; token: string }> {
    const live = this.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    if (live.plan[seat]?.kind !== 'human')
      return fail('no-such-seat', 'That seat is not open to players.');
    if (live.tokenHashes[seat] !== null) return fail('seat-taken', 'Someone already sits there.');
    if (live.finished) return fail('game-over', 'The game is over.');
    const token = newToken();
    if (!this.claimSeat(live, seat, token))
      return fail('seat-taken', 'Someone already sits there.');
    this.armClocks(live, null);
    return { ok: true, value: { seat, token } };
  }

  /**
   * A player's move, resignation or leaving. A re-sent command (same clientSeq) is answered with
   * the current version and not applied again. A player who acts while away (or while a bot
   * stands in for them) takes their seat back first.
   */
  act(
    matchId: string,
    token: string,
    clientSeq: number,
    version: number | null,
    action: PlayerAction,
  ): Result<{ version: number; duplicate: boolean }> {
    const live = this.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    const seat = this.seatOf(live, token);
    if (seat === null) return fail('bad-token', 'That seat token is not valid for this match.');
    if (clientSeq <= (live.lastClientSeq[seat] ?? -1)) {
      return { ok: true, value: { version: live.version, duplicate: true } };
    }
    if (
      action.kind === 'move' &&
      version !== null &&
      version !== live.version &&
      live.game.orderSensitive?.(live.match.state) === true
    ) {
      return fail('stale', 'The game has moved on since that move was chosen.');
    }
    if (action.kind === 'leave') {
      const left = this.leave(live, seat, clientSeq);
      if (!left.ok) return left;
      return { ok: true, value: { version: live.version, duplicate: false } };
    }
    const status = live.match.seats[seat]!;
    if (status.away || status.bot !== null) {
      const back = this.apply(live, { kind: 'return', seat }, null);
      if (!back.ok) return back;
    }
    const entry: LogEntry =
      action.kind === 'move' ? { kind: 'move', seat, move: action.move } : { kind: 'resign', seat };
    const applied = this.apply(live, entry, clientSeq);
    if (!applied.ok) return applied;
    // At a table that plays on without a player (a game that hands leavers to a bot), one who
    // resigns is played by that bot for the rest of the match.
    const level = live.game.resignerBot ? live.game.leaverBot : undefined;
    if (entry.kind === 'resign' && level && !live.finished) {
      this.apply(live, { kind: 'takeover', seat, level }, null);
    }
    return { ok: true, value: { version: live.version, duplicate: false } };
  }

  /** A player who had left opens the match again: they are back in their seat. */
  comeBack(live: LiveMatch, seat: Seat): void {
    const status = live.match.seats[seat];
    if (status?.player && status.away && !live.finished) {
      this.apply(live, { kind: 'return', seat }, null);
    }
  }

  /**
   * The last socket of a seat went away: once the table's grace period is over with nobody back,
   * the player counts as gone (a `leave`, and a bot takes over where the game says so).
   */
  seatDeparted(live: LiveMatch, seat: Seat): void {
    if (live.finished || live.tokenHashes[seat] === null) return;
    live.offlineSince[seat] ??= Date.now();
    this.startGrace(live, seat);
  }

  /**
   * Someone holding the seat is connected again; and since somebody is at the table, the grace
   * of every other player who is not (after a restart, say) starts now.
   */
  seatArrived(live: LiveMatch, seat: Seat): void {
    live.offlineSince[seat] = null;
    const timer = live.graceTimers[seat];
    if (timer) clearTimeout(timer);
    live.graceTimers[seat] = null;
    for (let other = 0; other < live.spec.seats; other++) {
      if (other !== seat && !this.connected(live.id, other)) this.seatDeparted(live, other);
    }
  }

  private startGrace(live: LiveMatch, seat: Seat): void {
    const status = live.match.seats[seat];
    if (live.graceTimers[seat] || !status?.player || status.away || status.resigned) return;
    const waited = Date.now() - (live.offlineSince[seat] ?? Date.now());
    const timer = setTimeout(
      () => this.graceOver(live.id, seat),
      Math.max(0, live.settings.graceSeconds * 1000 - waited),
    );
    timer.unref();
    live.graceTimers[seat] = timer;
  }

  /** A disconnected player stayed away past the grace period: their seat counts as left. */
  private graceOver(id: string, seat: Seat): void {
    const live = this.peek(id);
    if (!live || this.closed) return;
    live.graceTimers[seat] = null;
    if (live.finished || this.connected(id, seat)) return;
    // Only a table with someone at it moves on; an empty one waits for whoever comes first.
    const someoneHere = live.plan.some((_, s) => s !== seat && this.connected(id, s));
    if (!someoneHere || live.match.seats[seat]?.away) return;
    this.leave(live, seat, null);
  }

  private leave(live: LiveMatch, seat: Seat, clientSeq: number | null): Result<null> {
    const left = this.apply(live, { kind: 'leave', seat }, clientSeq);
    if (!left.ok) return left;
    const level = live.game.leaverBot;
    if (level && !live.finished) this.apply(live, { kind: 'takeover', seat, level }, null);
    return left;
  }

  /** Ends a match whose other players have all left, as a win or a draw for `seat`. */
  claim(
    matchId: string,
    token: string,
    clientSeq: number,
    result: 'win' | 'draw',
  ): Result<{ version: number; duplicate: boolean }> {
    return this.asSeat(matchId, token, clientSeq, (live, seat) =>
      this.apply(live, { kind: 'claim', seat, result }, clientSeq),
    );
  }

  /** Offers a draw, or accepts or declines the one offered. */
  draw(
    matchId: string,
    token: string,
    clientSeq: number,
    action: 'offer' | 'accept' | 'decline',
  ): Result<{ version: number; duplicate: boolean }> {
    return this.asSeat(matchId, token, clientSeq, (live, seat) =>
      this.apply(live, { kind: 'draw', seat, action }, clientSeq),
    );
  }

  /** Hands the seat of a player who left to a bot, at the request of a player still here. */
  standIn(
    matchId: string,
    token: string,
    clientSeq: number,
    target: Seat,
  ): Result<{ version: number; duplicate: boolean }> {
    return this.asSeat(matchId, token, clientSeq, (live, seat) => {
      const status = live.match.seats[target];
      if (!live.settings.standIn) {
        return fail('no-stand-in', 'This table does not hand seats to the computer.');
      }
      if (target === seat || !status?.away || status.bot !== null) {
        return fail('not-away', 'That player has not left their seat.');
      }
      const level = live.game.leaverBot ?? standInLevel(live.game.bots.map((b) => b.id));
      if (!level) return fail('no-bot', `${live.game.id} has no computer player.`);
      return this.apply(live, { kind: 'takeover', seat: target, level }, clientSeq);
    });
  }

  /** Runs a seat's command with the usual checks: the match, the token, a re-sent command. */
  private asSeat(
    matchId: string,
    token: string,
    clientSeq: number,
    run: (live: LiveMatch, seat: Seat) => Result<null>,
  ): Result<{ version: number; duplicate: boolean }> {
    const live = this.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    const seat = this.seatOf(live, token);
    if (seat === null) return fail('bad-token', 'That seat token is not valid for this match.');
    if (clientSeq <= (live.lastClientSeq[seat] ?? -1)) {
      return { ok: true, value: { version: live.version, duplicate: true } };
    }
    const done = run(live, seat);
    if (!done.ok) return done;
    return { ok: true, value: { version: live.version, duplicate: false } };
  }

  /**
   * The player moves their seat to this browser: the seat gets a new token, and the one the other
   * browser holds stops working.
   */
  moveSeat(matchId: string, token: string): Result<{ live: LiveMatch; seat: Seat; token: string }> {
    const live = this.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    const seat = this.seatOf(live, token);
    if (seat === null) return fail('bad-token', 'That seat token is not valid for this match.');
    const fresh = newToken();
    const hash = hashToken(fresh);
    this.opts.store.replaceToken(live.id, seat, hash);
    live.setTokenHash(seat, hash);
    // An acceptance of the rematch goes with the seat: its token there derives from the new one.
    const offer = live.rematch;
    if (offer?.accepted.some(([s]) => s === seat)) {
      const moved = hashToken(rematchToken(fresh, offer.next));
      live.rematch = {
        ...offer,
        accepted: offer.accepted.map(([s, h]) => [s, s === seat ? moved : h] as const),
      };
      this.opts.store.setRematch(live.id, live.rematch);
    }
    return { ok: true, value: { live, seat, token: fresh } };
  }

  /**
   * A player asks for a rematch, or accepts the one offered. Once every player has (bots always
   * do), the new match starts with the same options and the seats moved round by one.
   */
  rematch(matchId: string, token: string): Result<{ live: LiveMatch; seat: Seat }> {
    const live = this.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    const seat = this.seatOf(live, token);
    if (seat === null) return fail('bad-token', 'That seat token is not valid for this match.');
    if (!live.finished) return fail('not-over', 'The game is not over yet.');
    if (live.next) return { ok: true, value: { live, seat } };
    const offer =
      live.rematch && live.rematch.declinedBy === null
        ? live.rematch
        : { next: newMatchId(), accepted: [], declinedBy: null };
    const hash = hashToken(rematchToken(token, offer.next));
    live.rematch = {
      ...offer,
      accepted: [...offer.accepted.filter(([s]) => s !== seat), [seat, hash]],
    };
    const agreed = new Set(live.rematch.accepted.map(([s]) => s));
    if (live.plan.every((p, s) => p.kind !== 'human' || agreed.has(s))) this.startRematch(live);
    else {
      this.opts.store.setRematch(live.id, live.rematch);
      this.opts.store.afterCommit(() => this.listener.tableChanged(live));
    }
    return { ok: true, value: { live, seat } };
  }

  /** A player says no to the rematch offered. */
  decline(matchId: string, token: string): Result<null> {
    const live = this.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    const seat = this.seatOf(live, token);
    if (seat === null) return fail('bad-token', 'That seat token is not valid for this match.');
    if (!live.rematch || live.next) return fail('no-offer', 'There is no rematch to decline.');
    live.rematch = { next: live.rematch.next, accepted: [], declinedBy: seat };
    this.opts.store.setRematch(live.id, live.rematch);
    this.opts.store.afterCommit(() => this.listener.tableChanged(live));
    return { ok: true, value: null };
  }

  /** A seat's place and token in the rematch that followed, for a player who comes back late. */
  rematchFor(live: LiveMatch, token: string): { seat: Seat; token: string } | null {
    const seat = this.seatOf(live, token);
    if (!live.next || seat === null || live.plan[seat]?.kind !== 'human') return null;
    return { seat: rematchSeat(seat, live.spec.seats), token: rematchToken(token, live.next) };
  }

  /**
   * Creates the rematch under the id chosen with the offer, each seat proven by the hash its
   * player's acceptance recorded; each player is told their token there from their own.
   */
  private startRematch(live: LiveMatch): void {
    const offer = live.rematch!;
    const n = live.spec.seats;
    const plan: SeatPlan[] = Array.from({ length: n }, (_, s) => live.plan[(s - 1 + n) % n]!);
    const created = this.create(
      {
        game: live.game.id,
        options: live.spec.options as Record<string, unknown>,
        seats: plan,
        table: live.settings,
      },
      offer.next,
    );
    if (!created.ok) {
      this.opts.log?.(`rematch of ${live.id} failed: ${created.error.message}`);
      return;
    }
    const fresh = this.live.get(offer.next)!;
    for (const [old, hash] of offer.accepted)
      this.claimSeatByHash(fresh, rematchSeat(old, n), hash);
    live.next = offer.next;
    live.rematch = null;
    this.opts.store.setNext(live.id, offer.next);
    this.opts.store.setRematch(live.id, null);
    this.opts.store.afterCommit(() => this.listener.rematched(live));
  }

  /** How many matches are held in memory (for tests and the benchmark). */
  get liveCount(): number {
    return this.live.size;
  }

  /** Drops unfinished matches nobody has touched for a while; they reload from the store on demand. */
  evictIdle(maxIdleMs: number, isWatched: (id: string) => boolean): number {
    const cutoff = Date.now() - maxIdleMs;
    let dropped = 0;
    for (const [id, live] of this.live) {
      if (live.touchedAt < cutoff && live.thinking.size === 0 && live.isDurable && !isWatched(id)) {
        this.live.delete(id);
        this.opts.bots.release(id);
        dropped++;
      }
    }
    return dropped;
  }

  close(): void {
    this.closed = true;
  }

  /** Runs `callback` once every write made so far is durable. */
  afterCommit(callback: () => void): void {
    this.opts.store.afterCommit(callback);
  }

  /**
   * Runs `callback` once everything applied to the match so far is on disk: whatever it sends
   * then describes only durable entries.
   */
  whenDurable(live: LiveMatch, callback: () => void): void {
    if (live.isDurable) callback();
    else this.opts.store.afterCommit(() => this.whenDurable(live, callback));
  }

  private claimSeat(live: LiveMatch, seat: Seat, token: string): boolean {
    return this.claimSeatByHash(live, seat, hashToken(token));
  }

  private claimSeatByHash(live: LiveMatch, seat: Seat, hash: string): boolean {
    if (live.tokenHashes[seat] !== null) return false;
    this.opts.store.setToken(live.id, seat, hash);
    live.setTokenHash(seat, hash);
    return true;
  }

  private apply(live: LiveMatch, entry: LogEntry, clientSeq: number | null): Result<null> {
    const next = applyEntry(live.game, live.match, entry);
    if (!next.ok) return next;
    const { match, events } = next.value;
    // Queued for the next group commit; nobody is told about the entry before it (see notify).
    this.opts.store.append(live.id, match.version, { ...entry, clientSeq });
    this.written(live, match.version);
    live.match = match;
    live.lastStepAt = Date.now();
    live.ring.push({ v: match.version, events });
    if (clientSeq !== null) live.lastClientSeq[entry.seat] = clientSeq;
    if (live.finished) {
      this.opts.store.markFinished(live.id);
      this.rememberFinished(live.id);
      this.opts.bots.release(live.id);
    }
    this.notify(live);
    this.scheduleBots(live);
    this.armClocks(live, entry.kind === 'move' ? entry.seat : null);
    if (entry.kind === 'move') this.ponder(live, entry.seat);
    return { ok: true, value: null };
  }

  /**
   * Starts the clock of every seat whose player is to move (where the table has a clock and the
   * game says the phase is clocked), and stops the others. A seat's clock runs from when it
   * became that seat's turn, or from its own last move when it plays several in a row.
   */
  private armClocks(live: LiveMatch, moved: Seat | null): void {
    const limit = live.settings.moveSeconds;
    // Nobody's clock runs while the table waits for a player to sit down.
    const seated = live.plan.every((p, s) => p.kind === 'bot' || live.tokenHashes[s] !== null);
    const clocked =
      !!limit &&
      seated &&
      !live.finished &&
      !this.closed &&
      (live.game.clocked?.(live.match.state) ?? true);
    const toMove = clocked ? live.toMove() : [];
    for (let seat = 0; seat < live.spec.seats; seat++) {
      const status = live.match.seats[seat]!;
      const runs = toMove.includes(seat) && status.player && status.bot === null;
      if (runs && live.clockStarted[seat] !== null && seat !== moved) continue;
      const timer = live.clockTimers[seat];
      if (timer) clearTimeout(timer);
      live.clockTimers[seat] = null;
      live.clockStarted[seat] = null;
      if (!runs) continue;
      const started = Date.now();
      live.clockStarted[seat] = started;
      const t = setTimeout(() => this.clockOut(live.id, seat, started), limit! * 1000);
      t.unref();
      live.clockTimers[seat] = t;
    }
  }

  /**
   * A seat's clock ran out: a `timeout` entry, and then, where the table says so, the computer
   * makes the move for it (once; the player still plays their next move).
   */
  private clockOut(id: string, seat: Seat, started: number): void {
    const live = this.peek(id);
    if (!live || this.closed || live.clockStarted[seat] !== started) return;
    live.clockTimers[seat] = null;
    live.clockStarted[seat] = null;
    if (!live.toMove().includes(seat)) return;
    const forfeit = live.settings.onTimeout === 'forfeit';
    const timedOut = this.apply(live, { kind: 'timeout', seat, forfeit }, null);
    // A game that plays on after a forfeit (a table of four) still needs the move: the computer
    // makes it, so that the table never stalls.
    if (!timedOut.ok || live.finished || !live.toMove().includes(seat)) return;
    const level = live.game.leaverBot ?? standInLevel(live.game.bots.map((b) => b.id));
    const version = live.version;
    const fallback = () => {
      const move = live.game.fallbackMove(live.match.state, seat);
      if (move !== null) this.apply(live, { kind: 'move', seat, move }, null);
    };
    if (!level) {
      fallback();
      return;
    }
    void this.opts.bots
      .choose({
        matchId: id,
        game: live.game.id,
        level,
        seat,
        view: live.game.view(live.match.state, seat),
        version,
        seed: botSeed(live.spec.seed, seat, version, 'clock'),
        since: version,
        events: [],
      })
      .then((reply) => {
        // The player may have moved in the meantime: then their move stands.
        if (this.closed || live.version !== version || !live.toMove().includes(seat)) return;
        const played = reply.ok
          ? this.apply(live, { kind: 'move', seat, move: reply.move }, null)
          : null;
        if (!played?.ok) fallback();
      });
  }

  /** A bot that has just moved may think on the opponents' time (it sees only its own view). */
  private ponder(live: LiveMatch, seat: Seat): void {
    const level = live.match.seats[seat]?.bot;
    if (this.closed || !level || live.finished || live.toMove().includes(seat)) return;
    this.opts.bots.ponder({
      matchId: live.id,
      game: live.game.id,
      level,
      seat,
      view: live.game.view(live.match.state, seat),
      version: live.version,
      seed: botSeed(live.spec.seed, seat, live.version, 'ponder'),
      since: live.version,
      events: [],
    });
  }

  private notify(live: LiveMatch): void {
    const first = this.dirty.size === 0;
    this.dirty.add(live);
    if (first) this.opts.store.afterCommit(() => this.tellDurable());
  }

  /**
   * Tells of the matches whose steps are now on disk. One whose newest step went into a later
   * commit (commits overlap: the next is on its way while one is written) waits for that one.
   */
  private tellDurable(): void {
    const lives = [...this.dirty];
    this.dirty.clear();
    for (const live of lives) {
      if (live.isDurable) this.listener.stepped(live);
      else this.notify(live);
    }
  }

  /** Asks the bot of every seat to move that a bot plays, once per seat at a time. */
  private scheduleBots(live: LiveMatch): void {
    if (this.closed) return;
    for (const seat of live.toMove()) {
      const level = live.match.seats[seat]?.bot;
      if (!level || live.thinking.has(seat)) continue;
      const version = live.version;
      live.thinking.set(seat, version);
      // What the seat saw since its bot last decided, as a human in that seat would have.
      const held = live.ring.since(live.botSeen[seat]!);
      const since = held ? live.botSeen[seat]! : version;
      live.botSeen[seat] = version;
      void this.opts.bots
        .choose({
          matchId: live.id,
          game: live.game.id,
          level,
          seat,
          view: live.game.view(live.match.state, seat),
          version,
          seed: botSeed(live.spec.seed, seat, version),
          since,
          events: (held ?? []).map((s) => stepFor(s.v, s.events, seat)),
        })
        .then((reply) =>
          this.paced(live, () => {
            live.thinking.delete(seat);
            this.botReplied(live.id, seat, level, version, reply);
          }),
        );
    }
  }

  /** Runs `then` at once, or at a table of bots only, once the pace between moves allows. */
  private paced(live: LiveMatch, then: () => void): void {
    const pace = this.opts.botPaceMs ?? 0;
    const wait =
      pace > 0 && live.plan.every((p) => p.kind === 'bot')
        ? live.lastStepAt + pace - Date.now()
        : 0;
    if (wait <= 0) {
      then();
      return;
    }
    setTimeout(then, wait).unref();
  }

  /**
   * A bot's decision, chosen at `version`. It stands if it is still the bot's turn and the move
   * is legal now (unless the game says the phase is order-sensitive); a move that went stale is
   * asked for again, and a bot that fails is replaced by the game's fallback move.
   */
  private botReplied(id: string, seat: Seat, level: string, version: number, reply: BotReply) {
    if (this.closed) return;
    // The match may have been evicted and reloaded meanwhile: act on the current copy.
    const live = this.get(id);
    if (!live || live.finished) return;
    const stale = version !== live.version;
    const stillTheBots = live.match.seats[seat]?.bot === level && live.toMove().includes(seat);
    if (!stillTheBots || (stale && live.game.orderSensitive?.(live.match.state) === true)) {
      this.scheduleBots(live);
      return;
    }
    if (reply.ok) {
      const played = this.apply(live, { kind: 'move', seat, move: reply.move }, null);
      if (played.ok) return;
      if (stale) {
        this.scheduleBots(live);
        return;
      }
      this.opts.log?.(`bot move refused in ${id}: ${played.error.message}`);
    } else {
      this.opts.log?.(`bot failed in ${id}: ${reply.error}`);
    }
    // A bot must never hang a match: the game offers a move instead.
    const fallback = live.game.fallbackMove(live.match.state, seat);
    const result =
      fallback === null ? null : this.apply(live, { kind: 'move', seat, move: fallback }, null);
    if (!result?.ok) this.opts.log?.(`no move for the bot of seat ${seat} in ${id}`);
  }

  private rememberFinished(id: string): void {
    const max = this.opts.finishedCacheSize ?? 200;
    this.finishedOrder.push(id);
    while (this.finishedOrder.length > max) {
      const old = this.finishedOrder.shift()!;
      this.live.delete(old);
    }
  }
}

/** The level that stands in for a player who left: the middle one, a fair opponent. */
function standInLevel(levels: readonly string[]): string | undefined {
  return levels[Math.floor((levels.length - 1) / 2)];
}
