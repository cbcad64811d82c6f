/**
 * The floor under the side-by-side benchmark: a server that speaks just enough of Parlour's
 * protocol for the shared light client (create, sit, watch, move; knights only), with the same
 * rules module and the same state message, but no store, no durability, no validation, no
 * tokens checked, no clocks and no rooms. What it serves on this machine is what any server
 * built on socket.io could serve here, whatever it does per move.
 *
 *   node bin/run-ts.js bench/socketio-floor.ts [port]     (prints "serving on http://localhost:PORT")
 *   PORT=… M=500 SERVER_PID=… node parlour-load.mjs       (in the vs-boardgameio harness)
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { type KnightsState, outcome, play, setup, toMove, view } from '../src/games/knights';
import { encodeEvent } from '../src/server/socket-packet';

interface FloorMatch {
  state: KnightsState;
  version: number;
  tokens: [string, string | null];
  sockets: [Socket | null, Socket | null];
}

const matches = new Map<string, FloorMatch>();
const id = () => randomBytes(9).toString('base64url');

function stateMessage(matchId: string, m: FloorMatch) {
  return encodeEvent('match:state', {
    matchId,
    version: m.version,
    toMove: toMove(m.state),
    view: view(m.state, 0),
    outcome: outcome(m.state),
  });
}

const http = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/api/matches') {
    res.writeHead(404).end();
    return;
  }
  req.resume();
  req.on('end', () => {
    const matchId = id();
    const token = id();
    const state = setup({ seats: 2, seed: matchId, options: { files: 8, ranks: 8 } });
    matches.set(matchId, { state, version: 0, tokens: [token, null], sockets: [null, null] });
    // Finished matches are dropped on their last move; nothing else is kept.
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ matchId, seat: 0, token }));
  });
});

// The light client keeps its lobby connections alive between matches.
http.keepAliveTimeout = 60_000;

const io = new Server(http, { transports: ['websocket'], serveClient: false });
io.on('connection', (socket) => {
  socket.on('match:sit', (msg: { matchId: string; seat: number }, ack: (a: unknown) => void) => {
    const m = matches.get(msg.matchId);
    if (!m || m.tokens[1] !== null) return ack({ ok: false, code: 'seat-taken' });
    m.tokens[1] = id();
    ack({ ok: true, seat: 1, token: m.tokens[1] });
  });
  socket.on('match:watch', (msg: { matchId: string; token: string }) => {
    const m = matches.get(msg.matchId);
    if (!m) return;
    const seat = m.tokens.indexOf(msg.token);
    if (seat < 0) return;
    m.sockets[seat] = socket;
    socket.conn.write(stateMessage(msg.matchId, m));
  });
  socket.on('match:move', (msg: { matchId: string; token: string; move: { square: string } }) => {
    const m = matches.get(msg.matchId);
    if (!m) return;
    const seat = m.tokens.indexOf(msg.token);
    const played = play(m.state, seat, msg.move);
    if (!played.ok) {
      socket.emit('parlour:error', { code: played.error.code, message: played.error.message });
      return;
    }
    m.state = played.value;
    m.version++;
    const packet = stateMessage(msg.matchId, m);
    for (const s of m.sockets) s?.conn.write(packet);
    if (outcome(m.state)) matches.delete(msg.matchId);
  });
});

process.on('SIGINT', () => process.exit(0));

http.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`serving on http://localhost:${port}`);
});
