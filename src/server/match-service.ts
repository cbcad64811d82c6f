import { fail, type Result } from '../core/errors';
import type { Seat } from '../core/game';
import { applyEntry, type LogEntry, replay, startMatch } from '../core/match';
import type { CreateMatchResponse, SeatPlan } from '../core/protocol';
import { randomSeed } from '../core/rng';
import { findGame } from '../games';
import type { BotPool } from './bots/pool';
import { LiveMatch } from './live-match';
import type { MatchStore } from './store/store';
import { hashToken, newMatchId, newToken, seatOfToken } from './tokens';

/** Told about every change so that it can send each watcher its own seat's view. */
export interface MatchListener {
  changed(live: LiveMatch): void;
}

export interface ServiceOptions {
  store: MatchStore;
  bots: BotPool;
  /** Finished matches kept in memory for late watchers before they are dropped (reloaded on demand). */
  finishedCacheSize?: number;
  log?: (msg: string) => void;
}

/**
 * Owns the live matches of this process. Every command for a match runs to completion
 * synchronously (validate, apply, append to the store, notify), so commands are applied one at a
 * time in order: the single-writer rule holds without locks.
 */
export class MatchService {
  private readonly live = new Map<string, LiveMatch>();
  private readonly finishedOrder: string[] = [];
  private listener: MatchListener = { changed() {} };
  /** Matches whose watchers are told of a change once the writes behind it are committed. */
  private readonly dirty = new Set<LiveMatch>();
  private closed = false;

  constructor(private readonly opts: ServiceOptions) {}

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
    const match = startMatch(game, spec);
    this.opts.store.create({ id, spec, plan: req.seats, createdAt });
    const tokens: (string | null)[] = Array.from({ length: n }, () => null);
    const live = new LiveMatch(id, game, spec, req.seats, tokens, createdAt, match);
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
    const replayed = replay(game, stored.spec, stored.log);
    if (!replayed.ok) {
      this.opts.log?.(`match ${id} does not replay: ${replayed.error.message}`);
      return null;
    }
    const live = new LiveMatch(
      id,
      game,
      stored.spec,
      stored.plan,
      [...stored.tokenHashes],
      stored.createdAt,
      replayed.value,
    );
    for (const e of stored.log) {
      if (e.clientSeq !== null && e.clientSeq > (live.lastClientSeq[e.seat] ?? -1)) {
        live.lastClientSeq[e.seat] = e.clientSeq;
      }
    }
    live.last = stored.log.at(-1) ?? null;
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
    this.notify(live);
    return { ok: true, value: { seat, token } };
  }

  /**
   * A player's move or resignation. A re-sent command (same clientSeq) is answered with the
   * current version and not applied again.
   */
  act(
    matchId: string,
    token: string,
    clientSeq: number,
    version: number | null,
    entry: { kind: 'move'; move: unknown } | { kind: 'resign' },
  ): Result<{ version: number; duplicate: boolean }> {
    const live = this.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    const seat = this.seatOf(live, token);
    if (seat === null) return fail('bad-token', 'That seat token is not valid for this match.');
    if (clientSeq <= (live.lastClientSeq[seat] ?? -1)) {
      return { ok: true, value: { version: live.version, duplicate: true } };
    }
    if (version !== null && version !== live.version) {
      return fail('stale', 'The game has moved on since that move was chosen.');
    }
    const full: LogEntry =
      entry.kind === 'move' ? { kind: 'move', seat, move: entry.move } : { kind: 'resign', seat };
    const applied = this.apply(live, full, clientSeq);
    if (!applied.ok) return applied;
    return { ok: true, value: { version: live.version, duplicate: false } };
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
      if (live.touchedAt < cutoff && live.thinking.size === 0 && !isWatched(id)) {
        this.live.delete(id);
        dropped++;
      }
    }
    return dropped;
  }

  close(): void {
    this.closed = true;
  }

  private claim(live: LiveMatch, seat: Seat, token: string): boolean {
    if (live.tokenHashes[seat] !== null) return false;
    const hash = hashToken(token);
    this.opts.store.setToken(live.id, seat, hash);
    live.tokenHashes[seat] = hash;
    return true;
  }

  private apply(live: LiveMatch, entry: LogEntry, clientSeq: number | null): Result<null> {
    const next = applyEntry(live.game, live.match, live.spec.seats, entry);
    if (!next.ok) return next;
    // Queued for the next group commit; nobody is told about the entry before it (see notify).
    this.opts.store.append(live.id, next.value.version, { ...entry, clientSeq });
    live.match = next.value;
    live.last = { ...entry, clientSeq };
    if (clientSeq !== null) live.lastClientSeq[entry.seat] = clientSeq;
    if (live.finished) {
      this.opts.store.markFinished(live.id);
      this.rememberFinished(live.id);
    }
    this.notify(live);
    this.scheduleBots(live);
    this.ponder(live, entry.seat);
    return { ok: true, value: null };
  }

  /** A bot that has just moved may think on the opponent's time (it sees only its own view). */
  private ponder(live: LiveMatch, seat: Seat): void {
    const plan = live.plan[seat];
    if (this.closed || plan?.kind !== 'bot' || live.finished || live.toMove().includes(seat))
      return;
    this.opts.bots.ponder({
      matchId: live.id,
      game: live.game.id,
      level: plan.level,
      view: live.game.view(live.match.state, seat),
      seat,
      seed: `${live.spec.seed}:${live.version}:${seat}:ponder`,
    });
  }

  /** Runs `callback` once every write made so far is durable. */
  afterCommit(callback: () => void): void {
    this.opts.store.afterCommit(callback);
  }

  private notify(live: LiveMatch): void {
    const first = this.dirty.size === 0;
    this.dirty.add(live);
    if (!first) return;
    this.opts.store.afterCommit(() => {
      const lives = [...this.dirty];
      this.dirty.clear();
      for (const l of lives) this.listener.changed(l);
    });
  }

  private scheduleBots(live: LiveMatch): void {
    if (this.closed) return;
    for (const seat of live.toMove()) {
      const plan = live.plan[seat];
      if (plan?.kind !== 'bot' || live.thinking.has(seat)) continue;
      live.thinking.add(seat);
      const version = live.version;
      void this.opts.bots
        .choose({
          matchId: live.id,
          game: live.game.id,
          level: plan.level,
          view: live.game.view(live.match.state, seat),
          seat,
          seed: `${live.spec.seed}:${version}:${seat}`,
        })
        .then((reply) => {
          live.thinking.delete(seat);
          if (this.closed) return;
          // The match may have been evicted and reloaded meanwhile: act on the current copy.
          const current = this.get(live.id);
          if (!current || current.version !== version) {
            if (current) this.scheduleBots(current);
            return;
          }
          let move = reply.ok ? reply.move : undefined;
          if (!reply.ok) this.opts.log?.(`bot failed in ${live.id}: ${reply.error}`);
          let result =
            move === undefined ? null : this.apply(current, { kind: 'move', seat, move }, null);
          if (!result?.ok) {
            // A bot must never hang a match: fall back to the first legal move.
            move = current.game.legalMoves(current.match.state, seat)[0];
            if (result) this.opts.log?.(`bot move refused in ${live.id}: ${result.error.message}`);
            if (move !== undefined)
              result = this.apply(current, { kind: 'move', seat, move }, null);
          }
        });
    }
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
