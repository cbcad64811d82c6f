// Parlour's adapter for the side-by-side benchmark against boardgame.io (run.sh of the
// vs-boardgameio bench copies it over its own parlour-load.mjs). The driver (match churn,
// timing, window, CPU readings, checks) is ./light-load.mjs, the same for both servers; this
// file only says how Parlour spells "create a match", "join a seat", "send a move" and "here is
// the new state".
//
// Protocol (src/core/wire.ts, src/server/sockets.ts, src/server/http.ts):
//   HTTP: POST /api/matches {game:'knights', seats:[human, human], sit:0} -> {matchId, token}
//   socket.io default namespace:
//     -> 'match:sit'   {matchId, seat}            ack {ok, seat, token}   (the second seat)
//     -> 'match:watch' {matchId, token}           <- 'match:state': the seat's whole state
//     -> 'match:move'  {matchId, token, clientSeq, version, move:{square}}
//     <- 'match:state' {matchId, from, version, steps:[{v, events}], view, toMove, outcome, seats}
//                      to every seat after each move, once the move is committed to SQLite:
//                      the steps since `from` and the seat's state after them
//     <- 'match:seats' {matchId, version, seats} when a seat connects or leaves (not a move)
//     <- 'parlour:error' {code, message} for anything refused
// Squares: Parlour names them in chess notation ("c7"); the driver's index is
// (8 - rank) * 8 + file, the same numbering as Parlour's own board.ts.
// Env: as ./light-load.mjs (PORT, M, WARMUP, DURATION, RATE, GRACE, SERVER_PID).
import { httpJson, runLoad } from './light-load.mjs';

const FILES = 'abcdefgh';
const toIndex = (name) => (8 - Number(name.slice(1))) * 8 + (name.charCodeAt(0) - 97);
const toName = (s) => `${FILES[s & 7]}${8 - (s >> 3)}`;

/** What a seat knows (the whole state, continued by steps) as the driver's state. */
function norm(known) {
  const cells = new Array(64).fill(null);
  for (const k of known.view.knights) cells[toIndex(k.square)] = k.seat;
  const over = known.outcome !== null;
  return {
    key: known.version,
    toMove: over || known.toMove.length === 0 ? null : known.toMove[0],
    cells,
    over,
    winner: over && known.outcome.winners.length === 1 ? known.outcome.winners[0] : null,
    serverLegal: known.view.legal.length,
  };
}

await runLoad({
  name: 'Parlour',
  nsp: '/',
  async create(base) {
    const c = await httpJson('POST', `${base}/api/matches`, {
      game: 'knights',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      sit: 0,
    });
    if (c.status !== 201 || !c.body?.token)
      throw new Error(`create: HTTP ${c.status} ${c.text.slice(0, 100)}`);
    return {
      id: c.body.matchId,
      seats: [
        { token: c.body.token, seq: 0 },
        { token: null, seq: 0 },
      ],
    };
  },
  async join(sock, match, seat, onState, onRefused) {
    const info = match.seats[seat];
    if (info.token === null) {
      const ack = await new Promise((r) => sock.emit('match:sit', { matchId: match.id, seat }, r));
      if (!ack?.ok) throw new Error(`sit: ${ack?.code}`);
      info.token = ack.token;
    }
    let known = null;
    sock.on('match:state', (msg) => {
      if (msg.matchId !== match.id) return;
      if (msg.from === undefined) known = msg;
      else if (known === null) return;
      else if (msg.from !== known.version) return onRefused('steps out of order');
      else known = { ...known, ...msg };
      onState(norm(known));
    });
    sock.on('parlour:error', (e) => onRefused(e.code ?? 'error'));
    sock.emit('match:watch', { matchId: match.id, token: info.token });
  },
  move(sock, match, seat, state, square) {
    const info = match.seats[seat];
    sock.emit('match:move', {
      matchId: match.id,
      token: info.token,
      clientSeq: info.seq++,
      version: state.key,
      move: { square: toName(square) },
    });
  },
});
