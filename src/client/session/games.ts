/** The games the server offers (GET /api/games), loaded once and shared by the lobby and forms. */
import { signal } from '@preact/signals';
import { fetchGames, type GameInfo } from './api';

export const serverGames = signal<GameInfo[] | null>(null);
export const serverGamesFailed = signal(false);

let loading: Promise<void> | null = null;

export function loadServerGames(): Promise<void> {
  if (serverGames.value) return Promise.resolve();
  loading ??= fetchGames()
    .then((list) => {
      serverGames.value = list;
      serverGamesFailed.value = false;
    })
    .catch(() => {
      serverGamesFailed.value = true;
      // Try again a little later: the server may be starting.
      setTimeout(() => {
        loading = null;
        void loadServerGames();
      }, 3000);
    });
  return loading;
}

export function gameInfo(id: string): GameInfo | undefined {
  return serverGames.value?.find((g) => g.id === id);
}
