import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from './sqlite';
import { storeContract } from './store-contract';

storeContract('SQLite', {
  place: async () => mkdtempSync(join(tmpdir(), 'parlour-store-')),
  open: async (dir, { onFailure }) => new SqliteStore(dir, { onFailure }),
});
