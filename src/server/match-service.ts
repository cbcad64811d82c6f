import { fail, type Result } from '../core/errors';
import { stepFor } from '../core/events';
import type { Seat } from '../core/game';
import { applyEntry, type LogEntry, replay, startMatch } from '../core/match';
import type { CreateMatchResponse, SeatPlan } from '../core/protocol';
import { randomSeed } from '../core/rng';
import { findGame } from '../games';
import type { BotPool } from './bots/pool';
import type { BotReply } from './bots/protocol';
import { botSeed } from './bots/seed';
import { LiveMatch, RING_STEPS } from './live-match';
import { StepRing } from './step-ring';
import type { MatchStore } from './store/store';
import { hashToken, newMatchId, newToken, seatOfToken } from './tokens';

/** Told once the steps behind a change are durable, so that watchers can be brought up to date. */
export interface MatchListener {
  stepped(live: LiveMatch): void;
}

export interface ServiceOptions {
  store: MatchStore;
  bots: BotPool;
  /** Finished matches kept in memory for late watchers before they are dropped (reloaded on demand). */
  finishedCacheSize?: number;
  log?: (msg: string) => void;
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
  private listener: MatchListener = { stepped() {} };
  /** Matches whose watchers are told of new steps once the writes behind them are committed. */
  private readonly dirty = new Set<LiveMatch>();
  /** Matches with entries written since the last commit. */
  private readonly writing = new Set<LiveMatch>();
  private closed = false;

  constructor(private readonly opts: ServiceOptions) {
    // A commit makes everything written before it durable, before anyone is told of it.
    opts.store.onCommit(() => {
      for (const live of this.writing) live.durable = live.version;
      this.writing.clear();
    });
  }

  setListener(listener: MatchListener): void {
    this.listener = listener;
  }

  /** Loads unfinished matches whose bots must resume (after a restart). */
  resumeBots(): void {
    for (const id of this.opts.store.unfinishedWithBots()) {
      const live = this.get(id);
      if (live) this.scheduleBots(live);
    }
  }

  create(req: {
    game: string;
    options: Record<string, unknown>;
    seats: SeatPlan[];
    sit?: number;
  }): Result<CreateMatchResponse> {
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
    const id = newMatchId();
    const createdAt = Date.now();
    const match = startMatch(game, spec, req.seats);
    this.opts.store.create({ id, spec, plan: req.seats, createdAt });
    const tokens: (string | null)[] = Array.from({ length: n }, () => null);
    const live = new LiveMatch(id, game, spec, req.seats, tokens, createdAt, match, {
      durable: false,
    });
    this.writing.add(live);
    this.live.set(id, live);
    let token: string | null = null;
    if (req.sit !== undefined) {
      token = newToken();
      this.claim(live, req.sit, token);
    }
    this.scheduleBots(live);
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
      { durable: true, ring },
    );
    for (const e of stored.log) {
      if (e.clientSeq !== null && e.clientSeq > (live.lastClientSeq[e.seat] ?? -1)) {
        live.lastClientSeq[e.seat] = e.clientSeq;
      }
    }
    this.live.set(id, live);
    if (live.finished) this.rememberFinished(id);
    return live;
  }

  seatOf(live: LiveMatch, token: string): Seat | null {
    return seatOfToken(token, live.tokenHashes);
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
    if (!this.claim(live, seat, token)) return fail('seat-taken', 'Someone already sits there.');
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
      const left = this.apply(live, { kind: 'leave', seat }, clientSeq);
      if (!left.ok) return left;
      const level = live.game.leaverBot;
      if (level && !live.finished) this.apply(live, { kind: 'takeover', seat, level }, null);
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
    return { ok: true, value: { version: live.version, duplicate: false } };
  }

  /** A player who had left opens the match again: they are back in their seat. */
  comeBack(live: LiveMatch, seat: Seat): void {
    const status = live.match.seats[seat];
    if (status?.player && status.away && !live.finished) {
      this.apply(live, { kind: 'return', seat }, null);
    }
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

  private claim(live: LiveMatch, seat: Seat, token: string): boolean {
    if (live.tokenHashes[seat] !== null) return false;
    const hash = hashToken(token);
    this.opts.store.setToken(live.id, seat, hash);
    live.tokenHashes[seat] = hash;
    return true;
  }

  private apply(live: LiveMatch, entry: LogEntry, clientSeq: number | null): Result<null> {
    const next = applyEntry(live.game, live.match, entry);
    if (!next.ok) return next;
    const { match, events } = next.value;
    // Queued for the next group commit; nobody is told about the entry before it (see notify).
    this.opts.store.append(live.id, match.version, { ...entry, clientSeq });
    this.writing.add(live);
    live.match = match;
    live.ring.push({ v: match.version, events });
    if (clientSeq !== null) live.lastClientSeq[entry.seat] = clientSeq;
    if (live.finished) {
      this.opts.store.markFinished(live.id);
      this.rememberFinished(live.id);
      this.opts.bots.release(live.id);
    }
    this.notify(live);
    this.scheduleBots(live);
    if (entry.kind === 'move') this.ponder(live, entry.seat);
    return { ok: true, value: null };
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
    if (!first) return;
    this.opts.store.afterCommit(() => {
      const lives = [...this.dirty];
      this.dirty.clear();
      for (const l of lives) this.listener.stepped(l);
    });
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
        .then((reply) => {
          live.thinking.delete(seat);
          this.botReplied(live.id, seat, level, version, reply);
        });
    }
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
