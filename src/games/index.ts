import type { AnyGame } from '../core/game';
import { knights } from './knights';
import { twist } from './twist';

/** Every game Parlour serves, by id. The server, bots, CLI and client look games up here. */
export const games: Readonly<Record<string, AnyGame>> = {
  knights,
  twist,
};

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
