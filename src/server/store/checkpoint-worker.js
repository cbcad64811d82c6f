// Moves the write-ahead log into the database file from a thread of its own: a checkpoint copies
// pages and can take tens of milliseconds, which would otherwise stall every match of the process.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    // PASSIVE never waits for the writer: whatever is not copied now is copied next time.
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // A busy database is fine; the next tick tries again.
  }
}, workerData.intervalMs);

parentPort.on('message', (msg) => {
  if (msg === 'stop') {
    clearInterval(timer);
    db.close();
    parentPort.postMessage('stopped');
  }
});
