/**
 * Mass reconnect: RECONNECT_PLAYERS players (2,000 by default) in live knights matches, two
 * humans each, one socket per player, every match a move or two in. The server process is
 * killed with SIGKILL and started again at once on the same port and data. Every client
 * reconnects by itself (exponential back-off, full jitter, a timeout per try), watches again from
 * the last version it saw, and counts as back when the server confirms that version; then the
 * player to move moves, to show the match goes on. Measures how long the restart took, how long
 * until each player was back, and how many tries the connections took.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MatchSeatsMessage, MatchStateMessage } from '../src/core/protocol';
import type { KnightsView } from '../src/games/knights';
import { type DialStats, dialStats, ReconnectingSocketIo } from './reconnecting-client';
import { followMatch, post, startServer } from './server';
import { round, summarise } from './stats';

/** One player of a match: its socket and what it knows, as a browser tab keeps it. */
export class Player {
  known: MatchStateMessage | null = null;
  seq = 0;
  watching = false;
  /** Its version and board when the server was killed. */
  had: { version: number; knights: string[]; toMove: number | undefined } | null = null;
  /** Since the kill: it watched again on a new connection. */
  rewatched = false;
  /** Milliseconds from the kill until the server confirmed the version it had. */
  backMs: number | null = null;
  /** A version lower than the one it had, if the server came back behind it. */
  behind: number | null = null;
  /** The square it played after coming back, if it was its turn. */
  movedAfter: string | null = null;
  /** Called once, when it is back. */
  onBack: () => void = () => {};
  private waiters: { pred: (s: MatchStateMessage) => boolean; done: (ok: boolean) => void }[] = [];
  private killedAt: number | null = null;

  constructor(
    readonly socket: ReconnectingSocketIo,
    readonly matchId: string,
    readonly seat: number,
    public token: string,
  ) {
    followMatch(socket, matchId, (s) => {
      this.known = s;
      this.heard(s.version);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(s)) return true;
        w.done(true);
        return false;
      });
    });
    socket.on('match:seats', (payload) => {
      const msg = payload as MatchSeatsMessage;
      if (msg.matchId !== matchId || !this.known || msg.version !== this.known.version) return;
      this.known = { ...this.known, seats: msg.seats, rematch: msg.rematch };
      this.heard(msg.version);
    });
    // As the browser does: on every new connection, watch again from the last version seen.
    socket.onConnect = () => {
      if (!this.watching) return;
      if (this.killedAt !== null) this.rewatched = true;
      socket.emit('match:watch', { matchId, token: this.token, version: this.known?.version });
    };
  }

  async watch(): Promise<boolean> {
    this.watching = true;
    const ack = (await this.socket.request('match:watch', {
      matchId: this.matchId,
      token: this.token,
    })) as { ok: boolean } | null;
    return ack?.ok === true && (await this.until(() => true));
  }

  /** Resolves true once what it knows satisfies pred, false after timeoutMs. */
  until(pred: (s: MatchStateMessage) => boolean, timeoutMs = 10_000): Promise<boolean> {
    if (this.known && pred(this.known)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.done !== done);
        resolve(false);
      }, timeoutMs);
      const done = (ok: boolean) => {
        clearTimeout(timer);
        resolve(ok);
      };
      this.waiters.push({ pred, done });
    });
  }

  /** Plays a random legal square if it is this seat's turn; the square, or null if refused. */
  async move(): Promise<string | null> {
    const s = this.known;
    if (!s || s.outcome || s.toMove[0] !== this.seat) return null;
    const legal = (s.view as KnightsView).legal;
    const square = legal[(Math.random() * legal.length) | 0]!;
    const ack = (await this.socket.request('match:move', {
      matchId: this.matchId,
      token: this.token,
      clientSeq: this.seq++,
      version: s.version,
      move: { square },
    })) as { ok: boolean; version?: number } | null;
    return ack?.ok === true && ack.version === s.version + 1 ? square : null;
  }

  /** The server is about to be killed: remember what this player has. */
  crash(killedAt: number): void {
    const k = this.known!;
    this.had = {
      version: k.version,
      knights: (k.view as KnightsView).knights.map((n) => n.square),
      toMove: k.toMove[0],
    };
    this.killedAt = killedAt;
    this.rewatched = false;
    this.backMs = null;
    this.behind = null;
    this.movedAfter = null;
  }

  private heard(version: number): void {
    if (this.killedAt === null || !this.rewatched || this.backMs !== null || !this.had) return;
    if (version < this.had.version) {
      this.behind = version;
      return;
    }
    this.backMs = performance.now() - this.killedAt;
    this.onBack();
  }
}

export interface Table {
  matchId: string;
  players: [Player, Player];
}

/** Runs `fn` over `items`, `width` at a time. */
export async function inBatches<T, R>(
  items: T[],
  width: number,
  fn: (x: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    out.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  }
  return out;
}

/**
 * Opens `count` knights matches with two human seats, each seat held by a socket of its own
 * watching with its token (sockets opened in batches, so that setting up is no storm itself).
 */
export async function openTables(url: string, count: number, stats: DialStats): Promise<Table[]> {
  const indices = Array.from({ length: count }, (_, i) => i);
  const sockets = await inBatches([...indices, ...indices], 100, () =>
    ReconnectingSocketIo.open(url, stats),
  );
  return inBatches(indices, 50, async (i) => {
    const created = await post<{ matchId: string; token: string }>(`${url}/api/matches`, {
      game: 'knights',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      sit: 0,
    });
    if (!created.matchId) throw new Error(`no match created: ${JSON.stringify(created)}`);
    const second = sockets[count + i]!;
    const sat = (await second.request('match:sit', { matchId: created.matchId, seat: 1 })) as {
      ok: boolean;
      token: string;
    } | null;
    if (!sat?.ok) throw new Error(`could not sit: ${JSON.stringify(sat)}`);
    const players: [Player, Player] = [
      new Player(sockets[i]!, created.matchId, 0, created.token),
      new Player(second, created.matchId, 1, sat.token),
    ];
    for (const p of players) {
      if (!(await p.watch())) throw new Error(`could not watch ${created.matchId}`);
    }
    return { matchId: created.matchId, players };
  });
}

/** Plays `moves` moves in a match, each seen by both players before the next. */
export async function play(table: Table, moves: number): Promise<void> {
  for (let n = 0; n < moves; n++) {
    const mover = table.players.find((p) => p.known!.toMove[0] === p.seat);
    if (!mover) throw new Error(`nobody to move in ${table.matchId}`);
    const version = mover.known!.version;
    if ((await mover.move()) === null) throw new Error(`move ${n} refused in ${table.matchId}`);
    for (const p of table.players) {
      if (!(await p.until((s) => s.version > version))) {
        throw new Error(`move ${n} not seen in ${table.matchId}`);
      }
    }
  }
}

export interface CrashOutcome {
  restartMs: number;
  /** Per player, ms from the kill until it was back; null if it never was. */
  backMs: (number | null)[];
  /** Players to whom the server came back behind the version they had seen. */
  behind: number;
  /** Matches whose player to move had a move accepted after coming back. */
  moveAfterReconnectOk: number;
  /** …and whose other player saw that move too. */
  moveSeenByBoth: number;
}

/**
 * Kills the server (`kill`), starts it again (`restart`) and waits up to `waitMs` for every
 * player to be back and for one move in each match after it. `stats` is reset at the kill, so
 * that it counts the reconnection only.
 */
export async function crashAndReturn(
  tables: Table[],
  stats: DialStats,
  kill: () => Promise<void>,
  restart: () => Promise<unknown>,
  waitMs: number,
): Promise<CrashOutcome> {
  const players = tables.flatMap((t) => t.players);
  let moveAfterReconnectOk = 0;
  let moveSeenByBoth = 0;
  let settled = 0;
  for (const t of tables) {
    for (const p of t.players) {
      // Only the player to move when the server was killed moves (the other may come back after
      // that move, when it is its turn).
      p.onBack = () => {
        if (p.had!.toMove !== p.seat || p.known!.version !== p.had!.version) return;
        void p.move().then(async (square) => {
          p.movedAfter = square;
          if (square !== null) {
            moveAfterReconnectOk++;
            const v = p.had!.version + 1;
            const seen = await Promise.all(t.players.map((q) => q.until((s) => s.version >= v)));
            if (seen.every(Boolean)) moveSeenByBoth++;
          }
          settled++;
        });
      };
    }
  }
  stats.attempts = 0;
  stats.timeouts = 0;
  stats.errors = {};
  const killedAt = performance.now();
  for (const p of players) p.crash(killedAt);
  await kill();
  await restart();
  const restartMs = performance.now() - killedAt;
  const deadline = killedAt + waitMs;
  while (
    performance.now() < deadline &&
    (players.some((p) => p.backMs === null) || settled < tables.length)
  ) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    restartMs,
    backMs: players.map((p) => p.backMs),
    behind: players.filter((p) => p.behind !== null).length,
    moveAfterReconnectOk,
    moveSeenByBoth,
  };
}

/** The kernel's count of connections dropped for a full accept queue (Linux; null elsewhere). */
function listenOverflows(): { overflows: number; drops: number } | null {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const i = lines.findIndex((l) => l.startsWith('TcpExt:'));
    const names = lines[i]!.split(/\s+/);
    const values = lines[i + 1]!.split(/\s+/).map(Number);
    const get = (name: string) => values[names.indexOf(name)] ?? Number.NaN;
    return { overflows: get('ListenOverflows'), drops: get('ListenDrops') };
  } catch {
    return null;
  }
}

export async function run(opts: { players?: number; backWithinMs?: number } = {}) {
  const playerCount = opts.players ?? Number(process.env.RECONNECT_PLAYERS ?? 2000);
  const backWithinMs = opts.backWithinMs ?? 10_000;
  const matches = Math.ceil(playerCount / 2);
  const dataDir = mkdtempSync(join(tmpdir(), 'parlour-reconnect-'));
  let server = await startServer(dataDir);
  // Started on a free port; the restart must come back on the same one.
  const port = Number(new URL(server.url).port);
  const stats = dialStats();
  let tables: Table[] = [];
  try {
    tables = await openTables(server.url, matches, stats);
    // Mid-game: one move in half the matches, two in the others (so either seat may be to move).
    await inBatches(
      tables.map((t, i) => ({ t, moves: 1 + (i % 2) })),
      200,
      ({ t, moves }) => play(t, moves),
    );
    const before = listenOverflows();
    const r = await crashAndReturn(
      tables,
      stats,
      () =>
        new Promise<void>((res) => {
          server.child.once('exit', () => res());
          server.child.kill('SIGKILL');
        }),
      async () => {
        server = await startServer(dataDir, { port });
      },
      30_000,
    );
    const after = listenOverflows();
    const back = r.backMs.filter((ms): ms is number => ms !== null);
    const s = summarise(back);
    return {
      game: 'knights 8x8, two humans per match, 1 or 2 moves in',
      players: tables.length * 2,
      matches: tables.length,
      restartMs: Math.round(r.restartMs),
      backMs: { p50: Math.round(s.p50), p99: Math.round(s.p99), max: Math.round(s.max) },
      lastBackMs: Math.round(s.max),
      allBack: back.length === r.backMs.length && s.max <= backWithinMs,
      notBack: r.backMs.length - back.length,
      behind: r.behind,
      connectAttempts: stats.attempts,
      connectTimeouts: stats.timeouts,
      connectErrors: stats.errors,
      moveAfterReconnectOk: r.moveAfterReconnectOk,
      moveSeenByBoth: r.moveSeenByBoth,
      listenOverflows:
        before && after
          ? { overflows: after.overflows - before.overflows, drops: after.drops - before.drops }
          : null,
      backOff: 'full jitter: try k after uniform 0..min(2000, 250·2^k) ms; 5 s timeout per try',
      backWithinMs,
      meanAttemptsPerPlayer: round(stats.attempts / (tables.length * 2), 2),
    };
  } finally {
    for (const t of tables) for (const p of t.players) p.socket.close();
    const { child } = server;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((res) => child.once('exit', res));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
