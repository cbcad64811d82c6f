// Commits the store's writes on a thread of its own, so the main thread (sockets, rules, views)
// never waits for SQLite: it posts each turn's writes as one batch and carries on; this thread
// commits the batches in the order they came, one transaction each, and says which is durable
// (a message, which runs the callbacks and the reads waiting for it).
import { statSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, maxWalBytes } = workerData;
const db = new Database(file);
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
db.pragma('wal_autocheckpoint = 0');
// When the log starts again, its file is cut back to half the limit: so a file past the limit
// always means a log that has not started again for that long (see restartLogIfLong).
db.pragma(`journal_size_limit = ${Math.floor(maxWalBytes / 2)}`);

const statements = {
  insertMatch: db.prepare(
    'INSERT INTO matches (id, game, options, seats, seed, plan, created_at, settings, listed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ),
  append: db.prepare(
    'INSERT INTO log (match_id, seq, seat, kind, move, client_seq) VALUES (?, ?, ?, ?, ?, ?)',
  ),
  setToken: db.prepare('INSERT INTO seat_tokens (match_id, seat, token_hash) VALUES (?, ?, ?)'),
  replaceToken: db.prepare('UPDATE seat_tokens SET token_hash = ? WHERE match_id = ? AND seat = ?'),
  setNext: db.prepare('UPDATE matches SET next_match = ? WHERE id = ?'),
  setRematch: db.prepare('UPDATE matches SET rematch = ? WHERE id = ?'),
  finish: db.prepare('UPDATE matches SET finished = 1 WHERE id = ?'),
  setDraft: db.prepare(
    'INSERT INTO seat_drafts (match_id, seat, moves) VALUES (?, ?, ?) ON CONFLICT (match_id, seat) DO UPDATE SET moves = excluded.moves',
  ),
  clearDraft: db.prepare('DELETE FROM seat_drafts WHERE match_id = ? AND seat = ?'),
  recordAnswer: db.prepare(
    'INSERT INTO command_answers (match_id, command_id, answer) VALUES (?, ?, ?)',
  ),
};

/** One batch: a flat list of statement names, each followed by its parameters. */
const commitBatch = db.transaction((ops) => {
  for (let i = 0; i < ops.length; i += 2) statements[ops[i]].run(...ops[i + 1]);
});

let commitsSinceCheck = 0;

/**
 * Starts the write-ahead log again once it passes its limit. The checkpoint thread's PASSIVE
 * checkpoints never catch up with a steady writer, and only a checkpoint that has copied
 * everything lets SQLite start the log again: left alone it would grow without bound (3 GB in a
 * minute at full speed). This thread does it, between two commits, so nothing waits for a lock;
 * it costs little because the checkpoint thread has copied nearly everything already.
 */
function restartLogIfLong() {
  if (++commitsSinceCheck < 16) return;
  commitsSinceCheck = 0;
  let size = 0;
  try {
    size = statSync(`${file}-wal`).size;
  } catch {
    return;
  }
  if (size > maxWalBytes) db.pragma('wal_checkpoint(PASSIVE)');
}

parentPort.on('message', (msg) => {
  if (msg.stop) {
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    parentPort.postMessage({ stopped: true });
    return;
  }
  const start = performance.now();
  try {
    commitBatch(msg.ops);
    restartLogIfLong();
  } catch (e) {
    parentPort.postMessage({ failed: msg.batch, error: String(e?.stack ?? e) });
    return;
  }
  parentPort.postMessage({ committed: msg.batch, ms: performance.now() - start });
});
