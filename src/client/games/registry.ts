/**
 * The games this web client can show, by game id. A game appears in the lobby only when the
 * server offers it too. Adding a game: a folder under games/ with its views, and one entry here.
 */
import type { ComponentType } from 'preact';
import type { MessageKey } from '../i18n';
import type { GameInfo } from '../session/api';
import type { MatchSession } from '../session/match';
import { knightsClient } from './knights';
import { twistClient } from './twist';

export interface MatchViewProps {
  session: MatchSession;
}

export interface NewGameProps {
  info: GameInfo;
  /** Compact layout for the lobby card. */
  compact?: boolean;
}

export interface GameClient {
  readonly id: string;
  readonly name: MessageKey;
  readonly blurb: MessageKey;
  /** The page that starts a new game of it. */
  readonly path: string;
  readonly NewGame: ComponentType<NewGameProps>;
  readonly MatchView: ComponentType<MatchViewProps>;
}

export const gameClients: readonly GameClient[] = [knightsClient, twistClient];

export function gameClient(id: string): GameClient | undefined {
  return gameClients.find((g) => g.id === id);
}
