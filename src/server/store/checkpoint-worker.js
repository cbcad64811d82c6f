// Moves the write-ahead log into the database file from a thread of its own: a checkpoint copies
// pages and can take tens of milliseconds, which would otherwise stall every match of the process.
//
// PASSIVE checkpoints never wait for the writer, so they never stall a commit. Under a steady
// stream of commits they do not catch up with it either, and SQLite starts the log again only
// once one has: the writer thread does that (see writer-worker.js), with little left to copy
// because this thread has copied the rest.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, intervalMs } = workerData;
const db = new Database(file);
db.pragma('busy_timeout = 5000');

const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // A busy database is fine; the next tick tries again.
  }
}, intervalMs);

parentPort.on('message', (msg) => {
  if (msg === 'stop') {
    clearInterval(timer);
    db.close();
    parentPort.postMessage({ stopped: true });
  }
});
