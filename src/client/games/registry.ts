/**
 * The games this web client can show, by game id. A game appears in the lobby only when the
 * server offers it too. Adding a game: a folder under games/ with its views and messages, one
 * entry here and one in i18n/catalogues.ts. Nothing outside games/ knows any game by name, and
 * no game imports this list (a game's client is typed by contract.ts).
 */
import type { GameClient } from './contract';
import { guillotineClient } from './guillotine';
import { junqiClient } from './junqi';
import { knightsClient } from './knights';
import { twistClient } from './twist';

export type { GameClient, GameRoute, MatchViewProps, NewGameProps, RouteProps } from './contract';

export const gameClients: readonly GameClient[] = [
  knightsClient,
  twistClient,
  junqiClient,
  guillotineClient,
];

export function gameClient(id: string): GameClient | undefined {
  return gameClients.find((g) => g.id === id);
}
