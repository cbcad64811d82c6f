/**
 * Junqi's strong level on a live server: many matches at once on a real `parlour serve` process
 * (SQLite log on, its bot pool as shipped), each a rule-of-thumb player (bench/junqi-rule-bot.ts,
 * deciding in this process from its seat's view and the events its socket was sent, as any client
 * could) against the strong bot. The player thinks a while before each move, as people do, so the
 * server carries a table's load, not a flood. Measured: the bot's reply as its opponent sees it,
 * from sending a move to being shown the bot's answer (queue, search, commit and delivery), over
 * the play phase of every match; and the server's CPU.
 *
 *   npm run bench -- junqi-live                         36 matches for 120 s, 2.5 s a human move
 *   JUNQI_LIVE_MATCHES=48 JUNQI_LIVE_SECONDS=300 JUNQI_LIVE_THINK_MS=1500 …
 *
 * With both cores busy besides (say two `yes > /dev/null`), it shows the reply time a busy
 * machine gives. A finished match is replaced by a new one until the time is up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BotMind, SeenStep } from '../src/core/game';
import type { MatchStateMessage } from '../src/core/protocol';
import type { JunqiMove, JunqiView } from '../src/games/junqi';
import { ruleOfThumb } from './junqi-rule-bot';
import { RawSocketIo } from './raw-client';
import { cpuSeconds, followMatch, post, startServer } from './server';
import { wholeNumber } from './settings';
import { round, summarise } from './stats';

interface Tally {
  replies: number[];
  started: number;
  finished: number;
  botWins: number;
  refused: string | null;
}

/** One match in one slot: the player's side of it, until it ends or the time is up. */
async function playOne(
  url: string,
  socket: RawSocketIo,
  slot: number,
  thinkMs: number,
  deadline: number,
  tally: Tally,
): Promise<void> {
  const human = slot % 2;
  const bot = 1 - human;
  const seats = [{ kind: 'human' }, { kind: 'human' }] as Record<string, string>[];
  seats[bot] = { kind: 'bot', level: 'strong' };
  const created = await post<{ matchId?: string; token?: string; message?: string }>(
    `${url}/api/matches`,
    { game: 'junqi', seats, sit: human },
  );
  if (!created.matchId || !created.token) {
    tally.refused ??= `no match: ${JSON.stringify(created)}`;
    return;
  }
  const { matchId, token } = created;
  tally.started++;
  const mind: BotMind<JunqiView, JunqiMove> = ruleOfThumb.create!();
  let known: MatchStateMessage | null = null;
  // What the seat was sent since its last decision, as a bot in that seat is given it.
  let seen: SeenStep[] | null = null;
  let seq = 0;
  let sentVersion = -1;
  let sentAt = 0;
  let timer: NodeJS.Timeout | null = null;
  await new Promise<void>((done) => {
    const finish = () => {
      if (timer) clearTimeout(timer);
      socket.off('match:state');
      done();
    };
    followMatch(socket, matchId, (s, steps) => {
      known = s;
      if (steps === null) seen = null;
      else {
        seen ??= [];
        for (const step of steps) seen.push({ v: step.v, events: step.events ?? [] });
      }
      const ours = s.toMove.includes(human);
      if (sentVersion >= 0 && s.version >= sentVersion + 2 && (ours || s.outcome)) {
        tally.replies.push(performance.now() - sentAt);
        sentVersion = -1;
      }
      if (s.outcome) {
        tally.finished++;
        if (s.outcome.winners.includes(bot)) tally.botWins++;
        finish();
        return;
      }
      // Once the time is up, a match ends as soon as no answer of the bot's is awaited.
      if (performance.now() > deadline && sentVersion < 0) {
        finish();
        return;
      }
      if (!ours || timer) return;
      // A person's thinking: between half and one and a half times the mean. What the bot does
      // meanwhile (getting ready in the setup) is read when the thinking is done.
      const wait = thinkMs * (0.5 + Math.random());
      timer = setTimeout(() => {
        timer = null;
        const now: MatchStateMessage = known!;
        if (performance.now() > deadline) {
          if (sentVersion < 0) finish();
          return;
        }
        if (now.outcome || !now.toMove.includes(human)) return;
        const view = now.view as JunqiView;
        const version = now.version;
        const move = mind.choose(view, {
          seat: human,
          seed: `${matchId}:${version}`,
          events: seen,
        });
        seen = [];
        // The setup's answer (the bot getting ready) is not a move: only the play is timed.
        sentVersion = view.phase === 'play' ? version : -1;
        sentAt = performance.now();
        socket.emit('match:move', { matchId, token, clientSeq: seq++, version, move });
      }, wait);
    });
    socket.emit('match:watch', { matchId, token });
  });
}

export async function run() {
  const matches = wholeNumber('JUNQI_LIVE_MATCHES', 36, 1);
  const seconds = wholeNumber('JUNQI_LIVE_SECONDS', 120, 1);
  const thinkMs = wholeNumber('JUNQI_LIVE_THINK_MS', 2500, 0);
  const dataDir = mkdtempSync(join(tmpdir(), 'parlour-junqi-live-'));
  const { child, url } = await startServer(dataDir);
  const sockets: RawSocketIo[] = [];
  try {
    for (let i = 0; i < matches; i++) sockets.push(await RawSocketIo.connect(url));
    const tally: Tally = {
      replies: [],
      started: 0,
      finished: 0,
      botWins: 0,
      refused: null,
    };
    for (const sock of sockets) {
      sock.on('parlour:error', (e) => {
        tally.refused ??= `the server refused a message: ${JSON.stringify(e)}`;
      });
    }
    const cpu0 = cpuSeconds(child.pid!);
    const t0 = performance.now();
    const deadline = t0 + seconds * 1000;
    // A silent server must end the run with a reason, not hang it.
    let watchdog: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      let answered = -1;
      watchdog = setInterval(() => {
        if (tally.refused) reject(new Error(`junqi-live: ${tally.refused}`));
        if (tally.replies.length === answered) reject(new Error('junqi-live: no answer for 30 s'));
        answered = tally.replies.length;
      }, 30_000);
    });
    try {
      await Promise.race([
        stalled,
        Promise.all(
          sockets.map(async (socket, slot) => {
            while (performance.now() < deadline && tally.refused === null) {
              await playOne(url, socket, slot, thinkMs, deadline, tally);
            }
          }),
        ),
      ]);
    } finally {
      clearInterval(watchdog);
    }
    const elapsed = (performance.now() - t0) / 1000;
    if (tally.refused) throw new Error(`junqi-live: ${tally.refused}`);
    const reply = summarise(tally.replies);
    return {
      game: 'junqi: a rule-of-thumb player (a client) against the strong bot, in each match',
      liveMatches: matches,
      humanThinkMs: thinkMs,
      seconds: round(elapsed, 1),
      matchesStarted: tally.started,
      matchesFinished: tally.finished,
      botWonFinished: tally.botWins,
      botReplyMs: {
        what: 'from the player sending a move to being shown the bot answer (play phase)',
        n: reply.n,
        p50: reply.p50,
        p99: reply.p99,
        max: reply.max,
      },
      serverCpuPercent: round((100 * (cpuSeconds(child.pid!) - cpu0)) / elapsed, 1),
    };
  } finally {
    for (const s of sockets) s.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
