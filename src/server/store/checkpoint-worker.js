// Moves the write-ahead log into the database file from a thread of its own: a checkpoint copies
// pages and can take tens of milliseconds, which would otherwise stall every match of the process.
//
// PASSIVE checkpoints never wait for the writer, but under a steady stream of commits they never
// catch up with it either, and SQLite restarts the log only once one has: the log would grow
// without bound (3 GB in a minute at full speed). So once it passes a few megabytes, a TRUNCATE
// checkpoint copies what is left and starts the log again. It holds the write lock while it
// does, but right after a PASSIVE one there is little left to copy: a commit waits a few
// milliseconds at most (the store reports its longest commit in /api/stats).
import { statSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, intervalMs, maxWalBytes } = workerData;
const db = new Database(file);
db.pragma('busy_timeout = 5000');

const walBytes = () => {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
};

const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    if (walBytes() > maxWalBytes) {
      db.pragma('wal_checkpoint(RESTART)');
    }
  } catch {
    // A busy database is fine; the next tick tries again.
  }
}, intervalMs);

parentPort.on('message', (msg) => {
  if (msg === 'stop') {
    clearInterval(timer);
    db.close();
    parentPort.postMessage('stopped');
  }
});
