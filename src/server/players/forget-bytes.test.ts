/**
 * "Forget me" forgets the bytes: after a player is forgotten, no file of the SQLite store (the
 * database, its write-ahead log, the log's index) holds their name, a name they had before, their
 * secrets' or transfer code's hashes, or their passkey's id and key, while the match store works
 * on the same file as it does in the server.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../store/sqlite';
import { looksOf } from './skeleton';
import { SqlitePlayerStore } from './sqlite';
import { nameKey } from './store';

const hash = (s: string) => createHash('sha256').update(s).digest('hex');
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/** The values of `values` that some file of the store holds, byte for byte. */
function foundIn(dir: string, values: readonly (string | Uint8Array)[]): string[] {
  const files = ['parlour.sqlite', 'parlour.sqlite-wal', 'parlour.sqlite-shm']
    .map((f) => join(dir, f))
    .filter((f) => existsSync(f))
    .map((f) => readFileSync(f));
  return values
    .filter((v) => files.some((bytes) => bytes.includes(Buffer.from(v))))
    .map((v) => (typeof v === 'string' ? v : `bytes ${Buffer.from(v).toString('hex')}`));
}

describe('forgetting a player in SQLite', () => {
  it('leaves none of their bytes in the database or its write-ahead log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-forget-'));
    const matches = new SqliteStore(dir, {
      onFailure: (e) => {
        throw e;
      },
    });
    closing.push(() => matches.close());
    const players = new SqlitePlayerStore(dir);
    closing.push(() => players.close());

    const id = 'forgetme00000001';
    const former = 'Ozymandias First';
    const name = 'Ozymandias Quill';
    const secrets = [hash('first device secret'), hash('second device secret')];
    const code = hash('CODE2345');
    const passkeyId = randomBytes(24).toString('base64url');
    const publicKey = randomBytes(77);
    await players.createPlayer({ id, name: former, createdAt: 1, secretHash: secrets[0]! });
    expect(await players.rename(id, name)).toBe('ok');
    await players.addSecret(id, secrets[1]!, 2);
    await players.createTransfer(id, code, 3 + 600_000);
    await players.addPasskey({
      id: passkeyId,
      playerId: id,
      publicKey,
      counter: 0,
      transports: ['internal'],
      createdAt: 4,
      usedAt: null,
    });
    // Someone else stays, and so does the match store's own work.
    await players.createPlayer({
      id: 'staying000000001',
      name: 'Stays Here',
      createdAt: 5,
      secretHash: hash('other'),
    });
    matches.create({
      id: 'match-1',
      spec: { game: 'knights', options: {}, seats: 2, seed: 's' },
      plan: [{ kind: 'human' }, { kind: 'human' }],
      createdAt: 6,
      settings: { listed: false } as never,
    });
    await new Promise<void>((r) => matches.afterCommit(r));

    const looks = looksOf(name);
    const deleted = [
      former,
      name,
      nameKey(name),
      looks.exact,
      looks.lower,
      looks.upper,
      ...secrets,
      code,
      passkeyId,
      publicKey,
    ];
    // The search finds them while they are kept.
    expect(foundIn(dir, [name, former, ...secrets, code, passkeyId, publicKey])).toHaveLength(7);

    expect(await players.deletePlayer(id, 7)).toBe(true);
    expect(foundIn(dir, deleted)).toEqual([]);
    // What stays is still there and readable.
    expect((await players.playerByName('stays here'))?.id).toBe('staying000000001');
    expect(foundIn(dir, ['Stays Here'])).toEqual(['Stays Here']);
    expect((await matches.load('match-1'))?.id).toBe('match-1');
  });
});
