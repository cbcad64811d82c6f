import { fail, ok, type Result } from '../core/errors';
import type { Seat } from '../core/game';
import { startMatch } from '../core/match';
import type { CreateMatchResponse, TableSettings } from '../core/protocol';
import { BotScheduler } from './bot-scheduler';
import type { BotPool } from './bots/pool';
import type { Cluster } from './cluster/cluster';
import { type Answer, CommandPath } from './command-path';
import { CommitGate, type DurableListener } from './commit-gate';
import { MatchHistory } from './history';
import { LiveMatches } from './live-cache';
import { LiveMatch } from './live-match';
import { checkNewMatch, type NewMatchRequest } from './new-match';
import { commandOf, type PlayerAction } from './player-action';
import { Rematches, type RematchListener } from './rematches';
import { SeatTimers } from './seat-timers';
import type { MatchStore } from './store/store';
import { tableSettings } from './table-settings';
import { hashToken, newMatchId, newToken } from './tokens';

/** The refusal of a command whose match was lost to another process before it was durable. */
export const MATCH_MOVED = {
  code: 'match-moved',
  message: 'This match is played on another server now: try again.',
} as const;

export type { PlayerAction } from './player-action';
export { rematchSeat } from './rematches';

/** Told of changes, once the writes behind them are durable, so that watchers can be told. */
export type MatchListener = DurableListener & RematchListener;

export interface ServiceOptions {
  store: MatchStore;
  bots: BotPool;
  /** Finished matches kept in memory for late watchers before they are dropped (reloaded on demand). */
  finishedCacheSize?: number;
  log?: (msg: string) => void;
  /** At a table of bots only, the least time between two moves (see BotScheduler). */
  botPaceMs?: number;
  /** Several processes sharing the store: who owns which match (absent: this process, all). */
  cluster?: Cluster;
  /** Told of every match read back from the store (its players are looked up, say). */
  loaded?: (live: LiveMatch) => void;
  /** Told of a rematch made, before anyone hears of it (its players sit again, say). */
  rematched?: (from: LiveMatch, to: LiveMatch) => void;
}

/**
 * The matches of this process, put together from parts with one concern each: the live-match
 * cache, the command path (through the table's rules to the store), the commit gate (nothing is
 * shown before it is durable), the bot scheduler, the seat timers and the rematches. This class
 * only wires them and answers the socket and HTTP layers.
 */
export class MatchService {
  readonly matches: LiveMatches;
  readonly gate: CommitGate;
  readonly commands: CommandPath;
  readonly bots: BotScheduler;
  readonly timers: SeatTimers;
  readonly rematches: Rematches;
  readonly history: MatchHistory;

  readonly cluster: Cluster | null;
  /** Per match followed here: the commands forwarded to its owner, waiting for their version. */
  private readonly catchingUp = new Map<string, { version: number; resolve: () => void }[]>();

  constructor(private readonly opts: ServiceOptions) {
    const { store } = opts;
    const cluster = opts.cluster ?? null;
    this.cluster = cluster;
    this.matches = new LiveMatches({
      ...opts,
      claim: cluster ? (id) => cluster.claim(id) : undefined,
    });
    this.gate = new CommitGate(store);
    this.history = new MatchHistory(store);
    this.commands = new CommandPath(
      store,
      this.gate,
      cluster && {
        mayWrite: (live) => cluster.owns(live.id) && !cluster.lost(live),
        appended: (live, version, entry) => cluster.appended(live, version, entry),
      },
    );
    if (cluster) this.gate.lost = (live) => cluster.lost(live);
    this.bots = new BotScheduler(opts.bots, this.commands, this.matches, {
      paceMs: opts.botPaceMs,
      log: opts.log,
    });
    this.timers = new SeatTimers(this.commands, this.matches, this.bots);
    this.rematches = new Rematches({
      store,
      afterCommit: (cb) => this.gate.afterCommit(cb),
      create: (req, id) => this.make(req, id),
      claimSeat: (live, seat, hash) => this.claimSeat(live, seat, hash),
      rematched: (from, to) => opts.rematched?.(from, to),
    });
    // After a restart (or a takeover) the seats to move get a fresh clock, and bots resume.
    this.matches.onLoad = (live) => {
      cluster?.loaded(live);
      opts.loaded?.(live);
      if (!this.ownsHere(live)) return;
      this.timers.arm(live, null);
      if (cluster) this.bots.schedule(live);
    };
    this.commands.onDecision((live, decision, command) => {
      if (live.finished) {
        this.matches.finished(live);
        opts.bots.release(live.id);
      }
      this.bots.schedule(live);
      const moved = decision.steps.some(
        (s) => s.entry.kind === 'move' && s.entry.seat === command.seat,
      );
      this.timers.arm(live, moved ? command.seat : null);
      if (moved) this.bots.ponder(live, command.seat);
    });
  }

  setListener(listener: MatchListener): void {
    const cluster = this.cluster;
    if (!cluster) {
      this.gate.setListener(listener);
      this.rematches.listener = listener;
      return;
    }
    // The owner tells its followers of what it tells its own watchers, once durable too.
    this.listener = listener;
    this.gate.setListener({
      stepped: (live) => {
        listener.stepped(live);
        if (cluster.owns(live.id)) cluster.publishSteps(live);
      },
      drafted: (live, seat) => {
        listener.drafted(live, seat);
        if (cluster.owns(live.id)) cluster.publishDraft(live, seat);
      },
    });
    this.rematches.listener = {
      offered: (live) => {
        listener.offered(live);
        cluster.publishMeta(live);
      },
      agreed: (live) => {
        listener.agreed(live);
        cluster.publishMeta(live);
      },
    };
  }

  /** Who is told of changes here (the sockets), for what the cluster brings from elsewhere. */
  listener: MatchListener | null = null;

  /**
   * Whether this process runs the match's commands: always on one process; with several, only
   * its owner does, and the others forward to it. Every command path asks this, and only this.
   */
  ownsHere(live: LiveMatch): boolean {
    return this.cluster === null || this.cluster.owns(live.id);
  }

  setPresence(connected: (matchId: string, seat: Seat) => boolean): void {
    this.timers.connected = connected;
  }

  isConnected(matchId: string, seat: Seat): boolean {
    return this.timers.connected(matchId, seat);
  }

  /** The last socket of a seat here went away. */
  departed(live: LiveMatch, seat: Seat): void {
    if (this.ownsHere(live)) {
      if (!this.isConnected(live.id, seat)) this.timers.departed(live, seat);
    }
    this.cluster?.sayPresence(live);
  }

  /** A socket of a seat that had none here arrived. */
  arrived(live: LiveMatch, seat: Seat): void {
    if (this.ownsHere(live)) this.timers.arrived(live, seat);
    this.cluster?.sayPresence(live);
  }

  /** Loads unfinished matches whose bots must resume (after a restart). */
  async resumeBots(): Promise<void> {
    const ids = await this.opts.store.unfinishedWithBots();
    await Promise.all(
      ids.map(async (id) => {
        const live = await this.matches.get(id);
        if (live) this.bots.schedule(live);
      }),
    );
  }

  /** A new match, with the creator seated where `sit` says. */
  create(
    req: NewMatchRequest & { sit?: number; table?: Partial<TableSettings> },
  ): Result<CreateMatchResponse> {
    if (req.sit !== undefined && req.seats[req.sit]?.kind !== 'human') {
      return fail('seat-not-human', 'You can only sit in a human seat.');
    }
    const made = this.make(req, newMatchId());
    if (!made.ok) return made;
    const token = req.sit === undefined ? null : newToken();
    if (token !== null) this.claimSeat(made.value, req.sit!, hashToken(token));
    return ok({ matchId: made.value.id, seat: req.sit ?? null, token });
  }

  /** A match under `id`, stored and held; its bots start. */
  private make(
    req: NewMatchRequest & { table?: Partial<TableSettings> },
    id: string,
  ): Result<LiveMatch> {
    const checked = checkNewMatch(req);
    if (!checked.ok) return checked;
    const { game, spec } = checked.value;
    const createdAt = Date.now();
    const settings = tableSettings(req.table);
    // A match made here is owned here: its lease is written with it.
    this.cluster?.created(id);
    this.opts.store.create({ id, spec, plan: req.seats, createdAt, settings });
    const tokens: (string | null)[] = Array.from({ length: spec.seats }, () => null);
    const match = startMatch(game, spec, req.seats);
    const live = new LiveMatch(id, game, spec, req.seats, tokens, createdAt, match, settings, {
      durable: false,
    });
    this.gate.wrote(live, live.version);
    this.matches.add(live);
    this.cluster?.loaded(live);
    this.bots.schedule(live);
    this.timers.arm(live, null);
    return ok(live);
  }

  /** Takes a free human seat; the token is the only proof of it and is never stored in clear. */
  async sit(matchId: string, seat: Seat): Promise<Result<{ seat: Seat; token: string }>> {
    const live = await this.matches.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    if (!this.ownsHere(live)) {
      const sat = (await this.cluster!.forward({ op: 'sit', matchId, seat })) as Result<{
        seat: Seat;
        token: string;
      }>;
      // The owner has stored it; this copy knows the seat's token at once (its row is read
      // again too, when the owner says so).
      if (sat.ok) this.matches.peek(matchId)?.setTokenHash(seat, hashToken(sat.value.token));
      return sat;
    }
    if (live.plan[seat]?.kind !== 'human') {
      return fail('no-such-seat', 'That seat is not open to players.');
    }
    if (live.finished) return fail('game-over', 'The game is over.');
    const token = newToken();
    if (!this.claimSeat(live, seat, hashToken(token))) {
      return fail('seat-taken', 'Someone already sits there.');
    }
    return ok({ seat, token });
  }

  /** A seat's command, proven by its token; a re-sent one (same clientSeq) is not applied again. */
  async act(
    matchId: string,
    token: string,
    clientSeq: number,
    version: number | null,
    action: PlayerAction,
  ): Promise<Result<Answer>> {
    const live = await this.matches.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    if (this.ownsHere(live)) return this.actOn(live, token, clientSeq, version, action);
    const done = (await this.cluster!.forward({
      op: 'act',
      matchId,
      token,
      clientSeq,
      version,
      action,
    })) as Result<Answer>;
    // The answer is given once this process's watchers have the step it names.
    if (done.ok) await this.caughtUp(matchId, done.value.version);
    return done;
  }

  /** Resolves once the copy of a followed match here is at `version` (or has been read again). */
  private caughtUp(matchId: string, version: number): Promise<void> {
    const live = this.matches.peek(matchId);
    if (!live || live.version >= version) return Promise.resolve();
    return new Promise((resolve) => {
      let list = this.catchingUp.get(matchId);
      if (!list) {
        list = [];
        this.catchingUp.set(matchId, list);
      }
      const timer = setTimeout(() => {
        // The step never came (Redis lost it): read the match again from the store.
        this.matches.drop(matchId);
        void this.matches.get(matchId).then((l) => {
          if (l) this.listener?.stepped(l);
          resolve();
        }, resolve);
      }, 2000);
      list.push({
        version,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** A followed match moved on here: the commands waiting for its version are answered. */
  followed(live: LiveMatch): void {
    const list = this.catchingUp.get(live.id);
    if (!list) return;
    const due = list.filter((w) => w.version <= live.version);
    const rest = list.filter((w) => w.version > live.version);
    if (rest.length > 0) this.catchingUp.set(live.id, rest);
    else this.catchingUp.delete(live.id);
    for (const w of due) w.resolve();
  }

  /** `act` on a match held in memory: at once, without a turn of the event loop. */
  actOn(
    live: LiveMatch,
    token: string,
    clientSeq: number,
    version: number | null,
    action: PlayerAction,
  ): Result<Answer> {
    live.touchedAt = Date.now();
    return this.commands.asSeat(live, token, clientSeq, (seat) => commandOf(seat, version, action));
  }

  /** A player who had left opens the match again: they are back in their seat. */
  comeBack(live: LiveMatch, seat: Seat): void {
    if (live.finished) return;
    if (this.ownsHere(live)) this.commands.run(live, { kind: 'back', seat });
    else void this.cluster!.forward({ op: 'back', matchId: live.id, seat });
  }

  /** A player accepts a rematch (or asks for one), or declines it. */
  async rematch(
    live: LiveMatch,
    seat: Seat,
    token: string,
    accept: boolean,
  ): Promise<Result<null>> {
    if (!this.ownsHere(live)) {
      const op = { op: 'rematch' as const, matchId: live.id, token, accept };
      return (await this.cluster!.forward(op)) as Result<null>;
    }
    return accept ? this.rematches.accept(live, seat, token) : this.rematches.decline(live, seat);
  }

  /** The player moves their seat to this browser: a new token, and the old one stops working. */
  async moveSeat(
    matchId: string,
    token: string,
  ): Promise<Result<{ live: LiveMatch; seat: Seat; token: string }>> {
    const live = await this.matches.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    const seat = live.seatOfToken(token);
    if (seat === null) return fail('bad-token', 'That seat token is not valid for this match.');
    if (!this.ownsHere(live)) {
      const moved = (await this.cluster!.forward({ op: 'move-seat', matchId, token })) as Result<{
        seat: Seat;
        token: string;
      }>;
      if (!moved.ok) return moved;
      live.setTokenHash(seat, hashToken(moved.value.token));
      return ok({ live, seat, token: moved.value.token });
    }
    return ok({ live, seat, token: this.reseat(live, seat) });
  }

  /**
   * The seat's own player, signed in on another device (the caller checked it: players/seating),
   * takes it there: a new token, as `moveSeat` gives, without the old one.
   */
  async giveSeat(
    matchId: string,
    seat: Seat,
  ): Promise<Result<{ live: LiveMatch; seat: Seat; token: string }>> {
    const live = await this.matches.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    if (live.plan[seat]?.kind !== 'human' || live.tokenHashes[seat] == null) {
      return fail('seat-not-taken', 'Nobody holds that seat.');
    }
    if (!this.ownsHere(live)) {
      const op = { op: 'give-seat' as const, matchId, seat };
      const given = (await this.cluster!.forward(op)) as Result<{ seat: Seat; token: string }>;
      if (!given.ok) return given;
      live.setTokenHash(seat, hashToken(given.value.token));
      return ok({ live, seat, token: given.value.token });
    }
    return ok({ live, seat, token: this.reseat(live, seat) });
  }

  /** A new token for the seat; the old one stops working, and the others hear of it. */
  private reseat(live: LiveMatch, seat: Seat): string {
    const fresh = newToken();
    const hash = hashToken(fresh);
    this.opts.store.replaceToken(live.id, seat, hash);
    live.setTokenHash(seat, hash);
    this.rematches.seatMoved(live, seat, fresh);
    if (this.cluster) this.gate.afterCommit(() => this.cluster?.publishMeta(live));
    return fresh;
  }

  /** Drops idle matches nobody watches; they reload from the store on demand. */
  evictIdle(maxIdleMs: number, isWatched: (id: string) => boolean): number {
    const dropped = this.matches.evictIdle(maxIdleMs, (live) => isWatched(live.id));
    for (const id of dropped) {
      this.opts.bots.release(id);
      this.cluster?.released(id);
    }
    return dropped.length;
  }

  close(): void {
    this.bots.close();
    this.timers.close();
  }

  private claimSeat(live: LiveMatch, seat: Seat, hash: string): boolean {
    if (live.tokenHashes[seat] !== null) return false;
    this.opts.store.setToken(live.id, seat, hash);
    live.setTokenHash(seat, hash);
    this.timers.arm(live, null);
    if (this.cluster) this.gate.afterCommit(() => this.cluster?.publishMeta(live));
    return true;
  }
}
