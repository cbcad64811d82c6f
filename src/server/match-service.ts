import { fail, ok, type Result } from '../core/errors';
import type { Seat } from '../core/game';
import { startMatch } from '../core/match';
import type { CreateMatchResponse, TableSettings } from '../core/protocol';
import { BotScheduler } from './bot-scheduler';
import type { BotPool } from './bots/pool';
import type { Cluster } from './cluster/cluster';
import { FollowedMatch } from './cluster/followed-match';
import { type Answer, CommandPath } from './command-path';
import { CommitGate, type DurableListener } from './commit-gate';
import { MatchHistory } from './history';
import { LiveMatches } from './live-cache';
import { LiveMatch } from './live-match';
import type { MatchHandle, Seated } from './match-handle';
import { checkNewMatch, type NewMatchRequest } from './new-match';
import { OwnedMatch, type OwnerParts } from './owned-match';
import type { PlayerAction } from './player-action';
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
  /** Each match's handle, chosen once when it is held here (see MatchHandle). */
  private readonly handles = new WeakMap<LiveMatch, MatchHandle>();
  private readonly owner: OwnerParts;

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
        // Only the copy held now, and only while this process owns it: an old copy of a match
        // taken over and read again since writes nothing.
        mayWrite: (live) =>
          cluster.owns(live.id) && !cluster.lost(live) && this.matches.peek(live.id) === live,
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
    this.owner = {
      store,
      commands: this.commands,
      timers: this.timers,
      rematches: this.rematches,
      claimSeat: (live, seat, hash) => this.claimSeat(live, seat, hash),
      tokensChanged: (live) => {
        if (cluster) this.gate.afterCommit(() => cluster.publishMeta(live));
      },
    };
    this.matches.onRelease = (live) => {
      this.timers.release(live);
      opts.bots.release(live.id);
      cluster?.released(live.id);
    };
    // After a restart (or a takeover) the seats to move get a fresh clock, and bots resume.
    this.matches.onLoad = (live) => {
      const owned = this.hold(live);
      cluster?.loaded(live);
      opts.loaded?.(live);
      if (!owned) return;
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
   * its owner does, and the others forward to it. Asked once, when a match is held here: its
   * handle says it from then on.
   */
  private ownsHere(live: LiveMatch): boolean {
    return this.cluster === null || this.cluster.owns(live.id);
  }

  /** Chooses the match's handle as it is held here; true when it is owned here. */
  private hold(live: LiveMatch): boolean {
    const owned = this.ownsHere(live);
    this.handles.set(
      live,
      owned ? new OwnedMatch(live, this.owner) : new FollowedMatch(live, this.cluster!),
    );
    return owned;
  }

  /** The match's handle: what may be asked of it, owned here or followed. */
  handle(live: LiveMatch): MatchHandle {
    const handle = this.handles.get(live);
    if (handle) return handle;
    this.hold(live);
    return this.handles.get(live)!;
  }

  setPresence(connected: (matchId: string, seat: Seat) => boolean): void {
    this.timers.connected = connected;
  }

  isConnected(matchId: string, seat: Seat): boolean {
    return this.timers.connected(matchId, seat);
  }

  /** The last socket of a seat here went away. */
  departed(live: LiveMatch, seat: Seat): void {
    if (!this.isConnected(live.id, seat)) this.handle(live).presence(seat, false);
    this.cluster?.sayPresence(live);
  }

  /** A socket of a seat that had none here arrived. */
  arrived(live: LiveMatch, seat: Seat): void {
    this.handle(live).presence(seat, true);
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
    this.hold(live);
    this.cluster?.loaded(live);
    this.bots.schedule(live);
    this.timers.arm(live, null);
    return ok(live);
  }

  /**
   * The match as held here, read again first when this process follows it and its copy may be
   * behind: behind `version` (one a client was shown by another process), or while Redis is away
   * and the owner's steps cannot arrive. A copy is never answered for as current when the store
   * is ahead of it.
   */
  async atLeast(matchId: string, version?: number): Promise<LiveMatch | null> {
    const live = await this.matches.get(matchId);
    const cluster = this.cluster;
    if (!live || !cluster) return live;
    if (cluster.mayBeBehind(matchId)) await cluster.reread(matchId);
    else if (version !== undefined && live.version < version) {
      await cluster.caughtUp(matchId, version);
    } else return live;
    return this.matches.get(matchId);
  }

  /** Takes a free human seat; the same `commandId` again gets the same seat and token. */
  async sit(matchId: string, seat: Seat, commandId: string): Promise<Result<Seated>> {
    const live = await this.matches.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    return this.handle(live).sit(seat, commandId);
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
    return this.handle(live).act(token, clientSeq, version, action);
  }

  /** A player who had left opens the match again: they are back in their seat. */
  comeBack(live: LiveMatch, seat: Seat): void {
    this.handle(live).comeBack(seat);
  }

  /** A player accepts a rematch (or asks for one), or declines it. */
  rematch(live: LiveMatch, token: string, accept: boolean): Promise<Result<null>> {
    return this.handle(live).rematch(token, accept);
  }

  /** The player moves their seat to this browser: a new token, and the old one stops working. */
  async moveSeat(
    matchId: string,
    token: string,
    commandId: string,
  ): Promise<Result<{ live: LiveMatch; seat: Seat; token: string }>> {
    const live = await this.matches.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    const moved = await this.handle(live).moveSeat(token, commandId);
    if (!moved.ok) return moved;
    return ok({ live: this.matches.peek(matchId) ?? live, ...moved.value });
  }

  /** The seat's own player takes it on another device (see MatchHandle.giveSeat). */
  async giveSeat(
    matchId: string,
    seat: Seat,
    commandId: string,
  ): Promise<Result<{ live: LiveMatch; seat: Seat; token: string }>> {
    const live = await this.matches.get(matchId);
    if (!live) return fail('no-such-match', 'There is no such match.');
    const given = await this.handle(live).giveSeat(seat, commandId);
    if (!given.ok) return given;
    return ok({ live: this.matches.peek(matchId) ?? live, ...given.value });
  }

  /** Drops idle matches nobody watches; they reload from the store on demand. */
  evictIdle(maxIdleMs: number, isWatched: (id: string) => boolean): number {
    return this.matches.evictIdle(maxIdleMs, (live) => isWatched(live.id)).length;
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
    this.owner.tokensChanged(live);
    return true;
  }
}
