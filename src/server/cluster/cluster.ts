import type { LiveMatch } from '../live-match';
import type { StoredEntry } from '../store/store';
import type { Bus } from './bus';
import { HEARTBEAT_MS, type Leases } from './leases';
import {
  type Forwarded,
  type MatchMessage,
  matchChannel,
  type ProcessMessage,
  type PublishedStep,
  processChannel,
} from './messages';
import { RemotePresence } from './presence';
import { followSteps } from './replica';

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

/** Answer to a forwarded command that reached a process which no longer owns the match. */
export const NOT_OWNER = { notOwner: true } as const;

/** How long a forwarded command waits for its answer before the owner is looked for again. */
const FORWARD_MS = 1500;
/** Orphaned matches taken over at once by one process. */
const TAKEOVERS_AT_ONCE = 8;
/** How long, in all, a command may look for an owner before it is refused. */
const FORWARD_GIVE_UP_MS = 20_000;

interface Waiting {
  resolve(value: unknown): void;
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
  /** Steps applied here and not yet published (they are published once durable). */
  private readonly outbox = new Map<string, PublishedStep[]>();
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
    this.bus.subscribe(processChannel(this.self), (m) =>
      this.onProcessMessage(m as ProcessMessage),
    );
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
    this.listen(matchId);
    if (!this.buffered.has(matchId)) this.buffered.set(matchId, []);
    if (this.held.has(matchId)) return true;
    const lease = await this.leases.acquire(matchId);
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
    this.bus.subscribe(matchChannel(matchId), (m) =>
      this.onMatchMessage(matchId, m as MatchMessage),
    );
  }

  /** The match is held here now (read from the store, or made here). */
  loaded(live: LiveMatch): void {
    const early = this.buffered.get(live.id) ?? [];
    this.buffered.delete(live.id);
    for (const msg of early) this.onMatchMessage(live.id, msg);
    this.publishMatch(live.id, { t: 'presence?', from: this.self });
    this.sayPresence(live);
    if (this.owns(live.id))
      this.publishMatch(live.id, { t: 'owner', from: this.self, epoch: this.held.get(live.id)! });
  }

  /** The match is no longer held here. */
  released(matchId: string): void {
    this.bus.unsubscribe(matchChannel(matchId));
    this.buffered.delete(matchId);
    this.outbox.delete(matchId);
    this.owners.delete(matchId);
    this.presence.forget(matchId);
  }

  /** Seats on other processes: whether a socket of the seat is connected to one. */
  connectedElsewhere(matchId: string, seat: number): boolean {
    return this.presence.connected(matchId, seat);
  }

  /** The owner queued an entry: it is published once durable (`publishSteps`). */
  appended(live: LiveMatch, version: number, entry: StoredEntry): void {
    let box = this.outbox.get(live.id);
    if (!box) {
      box = [];
      this.outbox.set(live.id, box);
    }
    box.push({ v: version, entry });
  }

  /** The owner's steps are durable: published to the match's followers. */
  publishSteps(live: LiveMatch): void {
    const box = this.outbox.get(live.id);
    if (!box || box.length === 0) return;
    const steps = box.filter((s) => s.v <= live.durable);
    if (steps.length === 0) return;
    this.outbox.set(
      live.id,
      box.filter((s) => s.v > live.durable),
    );
    const hasDrafts = typeof live.game.draft === 'function';
    this.publishMatch(live.id, {
      t: 'steps',
      from: this.self,
      steps,
      ...(hasDrafts ? { drafts: live.drafts.map((d) => [...d]) } : {}),
    });
  }

  /** A seat's draft is durable: the follower of that seat's sockets shows it. */
  publishDraft(live: LiveMatch, seat: number): void {
    this.publishMatch(live.id, {
      t: 'draft',
      from: this.self,
      seat,
      moves: live.drafts[seat] ?? [],
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
   * Forwards a command to the match's owner and resolves with its answer. When the owner does
   * not answer (stopped, killed) the lease is looked at again: taken over here, the command runs
   * here; owned by another, it goes there. A command carries its clientSeq, so a repeat is
   * answered, never applied twice.
   */
  async forward(body: Forwarded & { matchId: string }): Promise<unknown> {
    const host = this.host!;
    const deadline = Date.now() + FORWARD_GIVE_UP_MS;
    for (;;) {
      if (this.owns(body.matchId)) return host.run(body);
      const owner = this.owners.get(body.matchId);
      if (owner !== undefined) {
        const answer = await this.request(owner, body);
        if (answer !== undefined && !isNotOwner(answer)) return answer;
      }
      if (Date.now() > deadline || this.closed) {
        return {
          ok: false,
          error: {
            code: 'unavailable',
            message: 'The server playing this match cannot be reached: try again.',
          },
        };
      }
      await this.reclaim(body.matchId);
    }
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

  private request(owner: string, body: Forwarded): Promise<unknown> {
    const id = this.nextRequest++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(undefined);
      }, FORWARD_MS);
      this.waiting.set(id, { resolve, timer });
      const msg: ProcessMessage = { t: 'req', id, from: this.self, body };
      this.bus.publish(processChannel(owner), msg);
    });
  }

  private onProcessMessage(msg: ProcessMessage): void {
    if (msg.t === 'res') {
      const w = this.waiting.get(msg.id);
      if (!w) return;
      this.waiting.delete(msg.id);
      clearTimeout(w.timer);
      w.resolve(msg.result);
      return;
    }
    const matchId = msg.body.matchId;
    const answer = (result: unknown) =>
      this.bus.publish(processChannel(msg.from), { t: 'res', id: msg.id, result });
    if (!this.owns(matchId)) {
      answer(NOT_OWNER);
      return;
    }
    this.host!.run(msg.body).then(answer, (e: unknown) => {
      this.host!.log(`a forwarded command failed: ${String(e)}`);
    });
  }

  private onMatchMessage(matchId: string, msg: MatchMessage): void {
    if (msg.from === this.self || this.closed) return;
    const host = this.host!;
    const live = host.peek(matchId);
    if (!live) {
      this.buffered.get(matchId)?.push(msg);
      return;
    }
    switch (msg.t) {
      case 'steps': {
        if (this.owns(matchId)) return;
        const done = followSteps(live, msg.steps, msg.drafts);
        if (done === 'gap') void this.reread(matchId);
        else if (done === 'moved') host.stepped(live);
        return;
      }
      case 'draft': {
        if (this.owns(matchId)) return;
        live.drafts = live.drafts.map((d, s) => (s === msg.seat ? msg.moves : d));
        host.drafted(live, msg.seat);
        return;
      }
      case 'meta':
        if (!this.owns(matchId)) void host.metaChanged(live);
        return;
      case 'players':
        void host.playersChanged(live);
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
          void this.checkHeld();
          return;
        }
        this.owners.set(matchId, msg.from);
        this.sayPresence(live);
        return;
      case 'released':
        this.presence.set(matchId, msg.from, []);
        if (!this.owns(matchId)) void this.reclaim(matchId);
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

  /** A follower's copy missed steps: read it again from the store. */
  private async reread(matchId: string): Promise<void> {
    const host = this.host!;
    if (this.owns(matchId)) return;
    host.drop(matchId);
    const live = await host.get(matchId);
    if (live) host.stepped(live);
  }

  /** After Redis came back: every copy is read again, every owner says so again. */
  private async resync(): Promise<void> {
    const host = this.host!;
    for (const matchId of [...this.owners.keys()]) await this.reread(matchId);
    for (const matchId of this.held.keys()) {
      const live = host.peek(matchId);
      if (live) {
        this.publishMatch(matchId, { t: 'owner', from: this.self, epoch: this.held.get(matchId)! });
        this.publishMatch(matchId, { t: 'presence?', from: this.self });
        this.sayPresence(live);
      }
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
  lose(matchIds: readonly string[]): void {
    const host = this.host;
    for (const matchId of matchIds) {
      if (!this.held.delete(matchId)) continue;
      this.outbox.delete(matchId);
      host?.log(`lost match ${matchId} to another process`);
      const live = host?.peek(matchId);
      if (live) this.lostMatches.add(live);
      host?.drop(matchId);
      if (host?.watchedHere(matchId)) void this.reread(matchId);
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

  /** The matches held here and followed here (for /metrics). */
  counts(): { owned: number; followed: number } {
    return { owned: this.held.size, followed: this.owners.size };
  }

  private publishMatch(matchId: string, msg: MatchMessage): void {
    this.bus.publish(matchChannel(matchId), msg);
  }
}

const isNotOwner = (answer: unknown) =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { notOwner?: boolean }).notOwner === true;

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
