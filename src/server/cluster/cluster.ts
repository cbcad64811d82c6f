import type { LiveMatch } from '../live-match';
import type { StoredEntry } from '../store/store';
import type { Bus } from './bus';
import { HEARTBEAT_MS, type Leases } from './leases';
import {
  type AnswerOf,
  answers,
  type Forwarded,
  type MatchMessage,
  matchChannel,
  matchMessage,
  NOT_OWNER,
  type Op,
  type ProcessMessage,
  type PublishedStep,
  processChannel,
  processMessage,
} from './messages';
import { RemotePresence } from './presence';
import { followDraft, followSteps } from './replica';
import { StepLog } from './step-log';

/** What the cluster needs of the rest of the process. */
export interface ClusterHost {
  /** The match if this process holds it now (owned or followed). */
  peek(id: string): LiveMatch | null;
  /** The match, read from the store (and its lease settled) if it is not held. */
  get(id: string): Promise<LiveMatch | null>;
  /** Lets go of the match here (its timers and bots stop); the next `get` reads it again. */
  drop(id: string): void;
  /**
   * The match was taken over and read here afresh (its clocks and bots started as it loaded):
   * the graces of players connected nowhere start.
   */
  owned(live: LiveMatch): void;
  /** Sockets of each seat connected to this process. */
  localSeats(matchId: string, seats: number): number[];
  /** Whether a socket of this process watches the match. */
  watchedHere(matchId: string): boolean;
  /**
   * The seat's presence on the other processes changed: its grace may start or end, and the
   * seats are shown again.
   */
  presenceChanged(live: LiveMatch, seat: number): void;
  /** Tells this process's watchers of new durable steps, a draft, changed seats or rematch. */
  stepped(live: LiveMatch): void;
  drafted(live: LiveMatch, seat: number): void;
  metaChanged(live: LiveMatch): Promise<void>;
  /** Who holds the seats as players changed (a seat recorded on another process). */
  playersChanged(live: LiveMatch): Promise<void>;
  /** Runs a command forwarded to this process, the owner: its answer, once durable. */
  run(body: Forwarded): Promise<unknown>;
  log(msg: string): void;
}

export { NOT_OWNER };

/** How long a forwarded command waits for its answer before the owner is looked for again. */
const FORWARD_MS = 1500;
/** Orphaned matches taken over at once by one process. */
const TAKEOVERS_AT_ONCE = 8;
/** How long, in all, a command may look for an owner before it is refused. */
const FORWARD_GIVE_UP_MS = 20_000;
/** Copies read again from the store at once, after Redis came back (each one query). */
const REREADS_AT_ONCE = 32;
/** Every this many beats a follower compares its copies with the store. */
const COMPARE_EVERY = 2;

const UNAVAILABLE = {
  ok: false as const,
  error: {
    code: 'unavailable',
    message: 'The server playing this match cannot be reached: try again.',
  },
};

interface Waiting {
  resolve(
    value: { result: unknown; steps: PublishedStep[]; drafts?: unknown[][] } | undefined,
  ): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Parlour on several processes. Each match has one owner at a time, the holder of its lease
 * (see leases.ts): it alone runs the match's commands, clocks, grace periods and bots, and
 * writes its log. Any other process that serves a watcher of the match follows it: it holds a
 * copy, moved on by the steps the owner publishes once they are durable, and forwards the
 * commands of its sockets to the owner. "Owned here or forwarded" is decided by `owns`, in one
 * place. When a process stops beating, the others take its matches over within a few seconds.
 */
export class Cluster {
  /** The matches this process holds the lease of, with its epoch. */
  private readonly held = new Map<string, number>();
  /** Per match followed here: the process that owns it. */
  private readonly owners = new Map<string, string>();
  /** Matches whose lease this process lost while holding them: nothing of them may be told. */
  private readonly lostMatches = new WeakSet<LiveMatch>();
  /** The owner's steps, published once durable and kept a while for the answers. */
  private readonly stepLog = new StepLog();
  /** Copies being read again from the store, by match: whoever needs it fresh waits for that. */
  private readonly rereading = new Map<string, Promise<void>>();
  /** Per followed match, a version the store had beyond the copy at the last comparison. */
  private readonly suspect = new Map<string, number>();
  private readonly presence = new RemotePresence();
  private readonly waiting = new Map<number, Waiting>();
  /** Per match being read from the store here: what came on its channel meanwhile. */
  private readonly buffered = new Map<string, MatchMessage[]>();
  private nextRequest = 1;
  private host: ClusterHost | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private beating = false;
  private scanning = false;
  private ticks = 0;
  /** When this process last beat (for /metrics and its own check). */
  lastBeat = 0;
  private beatTimer: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  /** Matches taken over from a process that stopped (for /metrics). */
  takeovers = 0;
  /** Commits that did not return in time, whose matches were let go (for /metrics). */
  commitTimeouts = 0;
  /** Leases read in one query for copies about to be read again (see resync). */
  private readonly prefetched = new Map<string, { owner: string; epoch: number }>();
  /** Matches given up after a commit that did not return, until their leases are let go. */
  private readonly releasing = new Map<string, Promise<void>>();

  constructor(
    readonly leases: Leases,
    private readonly bus: Bus,
  ) {}

  get self(): string {
    return this.leases.self;
  }

  /** Starts: listens on this process's channel, beats, and looks for orphaned matches. */
  async start(host: ClusterHost): Promise<void> {
    this.host = host;
    this.bus.subscribe(processChannel(this.self), (m) => this.onProcessMessage(m));
    this.bus.onReconnect(() => void this.resync());
    await this.leases.heartbeat();
    this.lastBeat = Date.now();
    this.beatTimer = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.beatTimer.unref();
    this.timer = setInterval(() => void this.scan(), HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Whether this process writes the match: the one decision between running and forwarding. */
  owns(matchId: string): boolean {
    return this.held.has(matchId);
  }

  epochOf(matchId: string): number | null {
    return this.held.get(matchId) ?? null;
  }

  /** Whether the match was lost while held: its pending answers are refused, nothing is told. */
  lost(live: LiveMatch): boolean {
    return this.lostMatches.has(live);
  }

  /**
   * Settles who writes the match before it is read here; false when there is no such match. Its
   * channel is listened to from now on, and what comes before the match is read is kept for it:
   * a step published while the store was being read is not lost.
   */
  async claim(matchId: string): Promise<boolean> {
    // Given up here a moment ago: the lease is still this process's until it is let go.
    await this.releasing.get(matchId);
    this.listen(matchId);
    if (!this.buffered.has(matchId)) this.buffered.set(matchId, []);
    if (this.held.has(matchId)) return true;
    // Read for many copies at once (Redis came back): the lease of one owned elsewhere is known.
    const known = this.prefetched.get(matchId);
    this.prefetched.delete(matchId);
    const lease =
      known && known.owner !== this.self && known.owner !== ''
        ? known
        : await this.leases.acquire(matchId);
    if (!lease) return false;
    if (lease.owner === this.self) {
      this.held.set(matchId, lease.epoch);
      this.owners.delete(matchId);
    } else {
      this.owners.set(matchId, lease.owner);
    }
    return true;
  }

  /** A match made here: its lease (epoch 1) is written with it. */
  created(matchId: string): void {
    this.held.set(matchId, 1);
    this.listen(matchId);
  }

  private listen(matchId: string): void {
    this.bus.subscribe(matchChannel(matchId), (m) => this.onMatchMessage(matchId, m));
  }

  /** The match is held here now (read from the store, or made here). */
  loaded(live: LiveMatch): void {
    const early = this.buffered.get(live.id) ?? [];
    this.buffered.delete(live.id);
    for (const msg of early) this.onMatchMessage(live.id, msg);
    this.publishMatch(live.id, { t: 'presence?', from: this.self });
    this.sayPresence(live);
    if (this.owns(live.id)) this.sayOwner(live);
  }

  /** Tells the match's holders that this process owns it, and how far the store has it. */
  private sayOwner(live: LiveMatch): void {
    const epoch = this.held.get(live.id);
    if (epoch === undefined) return;
    this.publishMatch(live.id, { t: 'owner', from: this.self, epoch, version: live.durable });
  }

  /** The match is no longer held here. */
  released(matchId: string): void {
    this.bus.unsubscribe(matchChannel(matchId));
    this.buffered.delete(matchId);
    this.stepLog.forget(matchId);
    this.owners.delete(matchId);
    this.suspect.delete(matchId);
    this.presence.forget(matchId);
  }

  /**
   * Whether the copy of a match followed here may be behind the store without knowing it: the
   * owner's steps come through Redis, and Redis is away.
   */
  mayBeBehind(matchId: string): boolean {
    return !this.owns(matchId) && this.owners.has(matchId) && this.bus.state !== 'ready';
  }

  /** The copy of the match held here now, if any. */
  copyOf(matchId: string): LiveMatch | null {
    return this.host?.peek(matchId) ?? null;
  }

  /** Seats on other processes: whether a socket of the seat is connected to one. */
  connectedElsewhere(matchId: string, seat: number): boolean {
    return this.presence.connected(matchId, seat);
  }

  /** The owner queued an entry: it is published once durable (`publishSteps`). */
  appended(live: LiveMatch, version: number, entry: StoredEntry): void {
    this.stepLog.appended(live.id, { v: version, entry });
  }

  /** The owner's steps are durable: published to the match's followers. */
  publishSteps(live: LiveMatch): void {
    const steps = this.stepLog.takeDurable(live.id, live.durable);
    if (steps.length === 0) return;
    this.publishMatch(live.id, { t: 'steps', from: this.self, steps, ...draftsOf(live) });
  }

  /** A seat's draft is durable: the follower of that seat's sockets shows it. */
  publishDraft(live: LiveMatch, seat: number): void {
    this.publishMatch(live.id, {
      t: 'draft',
      from: this.self,
      seat,
      moves: [...(live.drafts[seat] ?? [])],
      clientSeq: live.lastClientSeq[seat] ?? null,
    });
  }

  /** Seats, tokens or the rematch changed and are durable. */
  publishMeta(live: LiveMatch): void {
    this.publishMatch(live.id, { t: 'meta', from: this.self });
  }

  /** A seat of the match was recorded as a player's here: the other holders look it up. */
  publishPlayers(live: Pick<LiveMatch, 'id'>): void {
    this.publishMatch(live.id, { t: 'players', from: this.self });
  }

  /** This process's sockets of the match changed: the others are told. */
  sayPresence(live: LiveMatch): void {
    const seats = this.host!.localSeats(live.id, live.spec.seats);
    this.publishMatch(live.id, { t: 'presence', from: this.self, seats });
  }

  /**
   * Runs a command where the match is owned and resolves with its answer, checked against the
   * command's schema. The answer of an owner elsewhere comes with the durable steps it made
   * after this copy's version: they are applied to the copy, and shown here, before it resolves.
   * When the owner does not answer (stopped, killed) the lease is looked at again: taken over
   * here, the command runs here; owned by another, it goes there. A command carries its
   * clientSeq or its id, so one sent twice is answered, never applied twice.
   */
  async call<K extends Op>(body: Extract<Forwarded, { op: K }>): Promise<AnswerOf<K>> {
    const host = this.host!;
    const schema = answers[body.op as K];
    const deadline = Date.now() + FORWARD_GIVE_UP_MS;
    const checked = (result: unknown): AnswerOf<K> => {
      const parsed = schema.safeParse(result);
      if (parsed.success) return parsed.data as AnswerOf<K>;
      host.log(`a ${body.op} of match ${body.matchId} was answered with a malformed answer`);
      return UNAVAILABLE as AnswerOf<K>;
    };
    for (;;) {
      if (this.owns(body.matchId)) {
        // Lost while it ran (taken over meanwhile): it goes to the new owner, as below.
        const result = await host.run(body).catch((e: unknown) => {
          host.log(`a ${body.op} of match ${body.matchId} failed here: ${String(e)}`);
          return NOT_OWNER;
        });
        if (!isNotOwner(result)) return checked(result);
      }
      const owner = this.owners.get(body.matchId);
      if (owner !== undefined) {
        const at = host.peek(body.matchId)?.version ?? 0;
        const res = await this.request(owner, body, at);
        if (res !== undefined && !isNotOwner(res.result)) {
          this.follow(body.matchId, res.steps, res.drafts);
          return checked(res.result);
        }
      }
      if (Date.now() > deadline || this.closed) return UNAVAILABLE as AnswerOf<K>;
      await this.reclaim(body.matchId).catch(() => sleep(200));
    }
  }

  /**
   * Resolves once this process's copy of a followed match has `version` (a durable step an
   * answer named): at once when it has, or after reading the match again from the store.
   */
  async caughtUp(matchId: string, version: number): Promise<void> {
    const live = this.host!.peek(matchId);
    if (live && live.version >= version) return;
    if (this.owns(matchId)) return;
    await this.reread(matchId);
  }

  /** Steps of a followed match, from its channel or with an answer: applied and shown here. */
  private follow(matchId: string, steps: readonly PublishedStep[], drafts?: unknown[][]): void {
    if (this.owns(matchId) || steps.length === 0) return;
    const live = this.host!.peek(matchId);
    if (!live) return;
    const done = followSteps(live, steps, drafts);
    if (done === 'gap') void this.reread(matchId);
    else if (done === 'moved') this.host!.stepped(live);
  }

  /** Looks at the match's lease again; taken over here, the match is read afresh. */
  private async reclaim(matchId: string): Promise<void> {
    const was = this.owners.get(matchId);
    this.owners.delete(matchId);
    const lease = await this.leases.acquire(matchId).catch(() => null);
    if (!lease) {
      if (was !== undefined) this.owners.set(matchId, was);
      await sleep(200);
      return;
    }
    if (lease.owner !== this.self) {
      this.owners.set(matchId, lease.owner);
      if (lease.owner === was) await sleep(200);
      return;
    }
    await this.becomeOwner(matchId, lease.epoch, was !== undefined);
  }

  /** This process holds the match's lease now: it reads the match afresh and runs it. */
  private async becomeOwner(matchId: string, epoch: number, takeover: boolean): Promise<void> {
    const host = this.host!;
    // Two looks at the lease (a scan, a command) may both come back with it: the first one
    // holds the match, and the second changes nothing.
    if (this.held.get(matchId) === epoch) return;
    this.held.set(matchId, epoch);
    this.owners.delete(matchId);
    host.drop(matchId);
    const live = await host.get(matchId);
    if (!live) return;
    if (takeover) {
      this.takeovers++;
      host.log(`took match ${matchId} over (epoch ${epoch})`);
    }
    host.owned(live);
    host.stepped(live);
  }

  private request(
    owner: string,
    body: Forwarded,
    at: number,
  ): Promise<{ result: unknown; steps: PublishedStep[]; drafts?: unknown[][] } | undefined> {
    const id = this.nextRequest++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(undefined);
      }, FORWARD_MS);
      this.waiting.set(id, { resolve, timer });
      const msg: ProcessMessage = { t: 'req', id, from: this.self, at, body };
      this.bus.publish(processChannel(owner), msg);
    });
  }

  private onProcessMessage(raw: unknown): void {
    const parsed = processMessage.safeParse(raw);
    if (!parsed.success) {
      this.host?.log(`a malformed message on this process's channel was dropped`);
      return;
    }
    const msg = parsed.data;
    if (msg.t === 'res') {
      const w = this.waiting.get(msg.id);
      if (!w) return;
      this.waiting.delete(msg.id);
      clearTimeout(w.timer);
      w.resolve(msg);
      return;
    }
    const matchId = msg.body.matchId;
    const answer = (result: unknown) => {
      const live = this.host!.peek(matchId);
      const steps = live ? this.stepLog.after(matchId, msg.at, live.durable) : [];
      const drafts = live && steps.length > 0 ? draftsOf(live) : {};
      this.bus.publish(processChannel(msg.from), {
        t: 'res',
        id: msg.id,
        result,
        steps,
        ...drafts,
      });
    };
    if (!this.owns(matchId)) {
      answer(NOT_OWNER);
      return;
    }
    this.host!.run(msg.body).then(answer, (e: unknown) => {
      this.host!.log(`a forwarded command failed: ${String(e)}`);
    });
  }

  private onMatchMessage(matchId: string, raw: unknown): void {
    const parsed = matchMessage.safeParse(raw);
    if (!parsed.success) {
      this.host?.log(`a malformed message on the channel of match ${matchId} was dropped`);
      return;
    }
    const msg = parsed.data;
    if (msg.from === this.self || this.closed) return;
    const host = this.host!;
    const live = host.peek(matchId);
    if (!live) {
      this.buffered.get(matchId)?.push(msg);
      return;
    }
    switch (msg.t) {
      case 'steps':
        this.follow(matchId, msg.steps, msg.drafts);
        return;
      case 'draft': {
        if (this.owns(matchId)) return;
        followDraft(live, msg.seat, msg.moves);
        host.drafted(live, msg.seat);
        return;
      }
      case 'meta':
        if (!this.owns(matchId))
          this.background(host.metaChanged(live), 'a seat or rematch change');
        return;
      case 'players':
        this.background(host.playersChanged(live), "the seats' players");
        return;
      case 'presence': {
        const before = seatsConnected(this, live);
        if (!this.presence.set(matchId, msg.from, msg.seats)) return;
        this.presenceMoved(live, before);
        return;
      }
      case 'presence?':
        this.sayPresence(live);
        return;
      case 'owner':
        if (this.owns(matchId) && msg.from !== this.self) {
          // Somebody else holds the lease now: this process lost it (it will learn so for sure
          // at its next look at its leases; meanwhile its writes are fenced).
          this.background(this.checkHeld(), 'a look at the leases held');
          return;
        }
        this.owners.set(matchId, msg.from);
        this.sayPresence(live);
        // A step the old owner made durable and never published: the copy reads it from the store.
        if (live.version < msg.version) void this.reread(matchId);
        return;
      case 'released':
        this.presence.set(matchId, msg.from, []);
        if (!this.owns(matchId)) this.background(this.reclaim(matchId), 'a match let go');
        return;
    }
  }

  /** Tells the host of each seat whose presence over all processes changed. */
  private presenceMoved(live: LiveMatch, before: boolean[]): void {
    const after = seatsConnected(this, live);
    for (let seat = 0; seat < after.length; seat++) {
      if (after[seat] !== before[seat]) this.host!.presenceChanged(live, seat);
    }
  }

  /**
   * A follower's copy may be behind the store (a step missed, a new owner further on): it is
   * read again, and its watchers here brought up to it. One read at a time per match: whoever
   * asks meanwhile waits for the same.
   */
  reread(matchId: string): Promise<void> {
    const under = this.rereading.get(matchId);
    if (under) return under;
    const host = this.host!;
    if (this.owns(matchId)) return Promise.resolve();
    host.drop(matchId);
    const read = host.get(matchId).then(
      (live) => {
        this.rereading.delete(matchId);
        if (live) host.stepped(live);
      },
      (e: unknown) => {
        this.rereading.delete(matchId);
        host.log(`match ${matchId} could not be read again: ${String(e)}`);
      },
    );
    this.rereading.set(matchId, read);
    return read;
  }

  /**
   * After Redis came back (messages meanwhile are lost): every copy followed here is let go at
   * once, so that nothing asks an old one, and read again, many at a time; every owner says so
   * again, with how far the store has its matches.
   */
  private async resync(): Promise<void> {
    const host = this.host!;
    const followed = [...this.owners.keys()];
    for (const matchId of followed) host.drop(matchId);
    for (const matchId of this.held.keys()) {
      const live = host.peek(matchId);
      if (live) {
        this.sayOwner(live);
        this.publishMatch(matchId, { t: 'presence?', from: this.self });
        this.sayPresence(live);
      }
    }
    const started = performance.now();
    const leases = await this.leases.leasesOf(followed).catch(() => new Map());
    for (const [matchId, lease] of leases) this.prefetched.set(matchId, lease);
    let next = 0;
    const worker = async () => {
      while (next < followed.length) await this.reread(followed[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(REREADS_AT_ONCE, followed.length) }, worker));
    const ms = Math.round(performance.now() - started);
    this.lastResync = { copies: followed.length, ms, at: Date.now() };
    if (followed.length > 0)
      host.log(`Redis is back: ${followed.length} followed matches read again in ${ms} ms`);
  }

  /**
   * A follower's comparison of its copies with the store: a copy found behind at two looks in a
   * row (the step was not merely on its way) is read again. So a watcher here gets every durable
   * step within seconds, whatever message was lost.
   */
  private async compare(): Promise<void> {
    const host = this.host!;
    const followed = [...this.owners.keys()].filter((id) => host.peek(id) && host.watchedHere(id));
    if (followed.length === 0) return;
    const stored = await this.leases.versionsOf(followed);
    for (const matchId of followed) {
      const live = host.peek(matchId);
      const v = stored.get(matchId) ?? 0;
      const before = this.suspect.get(matchId);
      this.suspect.delete(matchId);
      if (!live || live.version >= v) continue;
      if (before !== undefined && live.version < before) {
        host.log(
          `match ${matchId} was behind the store here (v${live.version} of v${v}): read again`,
        );
        void this.reread(matchId);
      } else this.suspect.set(matchId, v);
    }
  }

  /**
   * The heartbeat, on a timer of its own: nothing else this process does (a scan taking many
   * matches over, a slow read) may keep it from beating, or the others would take its matches.
   */
  private async beat(): Promise<void> {
    if (this.beating || this.closed) return;
    this.beating = true;
    try {
      if (await this.leases.heartbeat()) this.lastBeat = Date.now();
    } finally {
      this.beating = false;
    }
  }

  /** Every second: take orphaned matches over, and now and then check what is held. */
  private async scan(): Promise<void> {
    if (this.scanning || this.closed) return;
    this.scanning = true;
    try {
      this.ticks++;
      if (this.ticks % 3 === 0) await this.checkHeld();
      if (this.ticks % COMPARE_EVERY === 0) await this.compare();
      const orphans = shuffled(await this.leases.orphans(200));
      // A few at a time: a process that stopped may leave hundreds.
      for (let i = 0; i < orphans.length && !this.closed; i += TAKEOVERS_AT_ONCE) {
        await Promise.all(
          orphans.slice(i, i + TAKEOVERS_AT_ONCE).map(async (matchId) => {
            const lease = await this.leases.acquire(matchId);
            if (lease?.owner === this.self) await this.becomeOwner(matchId, lease.epoch, true);
            else if (lease && this.owners.has(matchId)) this.owners.set(matchId, lease.owner);
          }),
        );
      }
      if (this.ticks % 3 === 0) {
        const alive = new Set(await this.leases.alive());
        for (const matchId of this.presence.keepOnly(alive)) {
          const live = this.host!.peek(matchId);
          if (!live) continue;
          for (let seat = 0; seat < live.spec.seats; seat++) this.host!.presenceChanged(live, seat);
        }
      }
    } catch (e) {
      this.host?.log(`cluster scan failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      this.scanning = false;
    }
  }

  /** Compares the leases this process believes it holds with the store's: any lost is let go. */
  private async checkHeld(): Promise<void> {
    const stored = await this.leases.leasesOf([...this.held.keys()]);
    for (const [matchId, epoch] of [...this.held]) {
      const lease = stored.get(matchId);
      // No lease yet: a match made here whose commit is on its way (its insert writes it).
      if (lease && (lease.owner !== this.self || lease.epoch !== epoch)) this.lose([matchId]);
    }
  }

  /**
   * The store refused writes of these matches (their lease was taken over), or their lease is
   * gone: they are let go here, their pending answers refused; a watched one is followed.
   */
  lose(matchIds: readonly string[], readAgain = true): void {
    const host = this.host;
    for (const matchId of matchIds) {
      if (!this.held.delete(matchId)) continue;
      this.stepLog.forget(matchId);
      host?.log(`lost match ${matchId} to another process`);
      const live = host?.peek(matchId);
      if (live) this.lostMatches.add(live);
      host?.drop(matchId);
      if (readAgain && host?.watchedHere(matchId)) void this.reread(matchId);
    }
  }

  /**
   * A commit of these matches did not return in time: whether it landed is unknown, so they are
   * let go here as if lost (nothing waiting for that commit is told), and their leases given up
   * once the store answers again, for whichever process takes them to read them afresh. Until
   * then this process does not take them again, and its watchers of them wait.
   */
  abandon(matchIds: readonly string[]): void {
    const host = this.host;
    this.commitTimeouts++;
    host?.log(
      `a commit did not return in time: ${matchIds.length} match(es) let go for another process (${matchIds.join(', ')})`,
    );
    const watched = matchIds.filter((id) => host?.watchedHere(id));
    this.lose(matchIds, false);
    const released = this.releaseWhenReachable(matchIds).then(() => {
      for (const id of matchIds) this.releasing.delete(id);
      for (const id of watched) void this.reread(id);
    });
    for (const id of matchIds) this.releasing.set(id, released);
  }

  /** Gives leases up, trying again (less and less often) while the store cannot be reached. */
  private async releaseWhenReachable(matchIds: readonly string[]): Promise<void> {
    for (let wait = 200; !this.closed; wait = Math.min(wait * 2, 5000)) {
      try {
        await this.leases.release(matchIds);
        return;
      } catch {
        await sleep(wait);
      }
    }
  }

  /**
   * A planned stop: every match held here is let go (after its writes are durable) so that the
   * others take it at once, and the process stops beating.
   */
  async drain(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.beatTimer) clearInterval(this.beatTimer);
    const ids = [...this.held.keys()];
    await this.leases.release(ids).catch(() => {});
    for (const matchId of ids) this.publishMatch(matchId, { t: 'released', from: this.self });
    this.held.clear();
    await this.leases.retire().catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.beatTimer) clearInterval(this.beatTimer);
    await this.leases.close();
    for (const w of this.waiting.values()) {
      clearTimeout(w.timer);
      w.resolve(undefined);
    }
    this.waiting.clear();
  }

  /** The last time Redis came back: how many copies were read again, and how long it took. */
  lastResync: { copies: number; ms: number; at: number } | null = null;

  /** For operators (GET /api/stats). */
  stats(): Record<string, unknown> {
    return {
      ...this.counts(),
      takeovers: this.takeovers,
      commitTimeouts: this.commitTimeouts,
      lastResync: this.lastResync,
    };
  }

  /** The matches held here and followed here (for /metrics). */
  counts(): { owned: number; followed: number } {
    return { owned: this.held.size, followed: this.owners.size };
  }

  /**
   * Runs what a message or a timer started without waiting for it: a failure (the store out of
   * reach, say) is logged, never left to stop the process.
   */
  private background(work: Promise<unknown>, what: string): void {
    work.catch((e: unknown) =>
      this.host?.log(`${what} failed: ${e instanceof Error ? e.message : String(e)}`),
    );
  }

  private publishMatch(matchId: string, msg: MatchMessage): void {
    this.bus.publish(matchChannel(matchId), msg);
  }
}

const isNotOwner = (answer: unknown) =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { notOwner?: boolean }).notOwner === true;

/** The seats' drafts, for a game that has them: a follower's copy keeps them as the owner's. */
function draftsOf(live: LiveMatch): { drafts?: unknown[][] } {
  return typeof live.game.draft === 'function' ? { drafts: live.drafts.map((d) => [...d]) } : {};
}

function seatsConnected(cluster: Cluster, live: LiveMatch): boolean[] {
  return Array.from({ length: live.spec.seats }, (_, seat) =>
    cluster.connectedElsewhere(live.id, seat),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function shuffled<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
