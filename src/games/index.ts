import type { AnyGame } from '../core/game';
import { guillotine } from './guillotine';
import { junqi } from './junqi';
import { knights } from './knights';
import { twist } from './twist';

/** Every game Parlour ships, by id. The server, bots, CLI and client look games up here. */
export const games: Readonly<Record<string, AnyGame>> = {
  guillotine,
  junqi,
  knights,
  twist,
};

/** Games loaded from modules at start-up (a game under development, the tests' toy game). */
const extra = new Map<string, AnyGame>();

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : extra.get(id);
}

/** Every game this process serves: the shipped ones, then those loaded from modules. */
export function allGames(): AnyGame[] {
  return [...Object.values(games), ...extra.values()];
}

/**
 * Loads games from modules that export a `Game` as `game`, so that a game can be served (and its
 * bots run) without being shipped. Both the server and every bot worker load the same modules.
 */
export async function loadGameModules(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const mod = (await import(url)) as { game?: AnyGame };
    const game = mod.game;
    if (!game || typeof game.id !== 'string' || typeof game.play !== 'function') {
      throw new Error(`${url} does not export a game as "game"`);
    }
    if (findGame(game.id) && findGame(game.id) !== game) {
      throw new Error(`a game called "${game.id}" is already served`);
    }
    extra.set(game.id, game);
  }
}
