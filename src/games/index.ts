import type { AnyGame } from '../core/game';
import { knights } from './knights';

/** Every game Parlour serves, by id. The server, bots, CLI and client look games up here. */
export const games: Readonly<Record<string, AnyGame>> = {
  knights,
};

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
