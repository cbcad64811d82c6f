/**
 * What a game's web client gives the shell: its pages, its new-game form, its match view. Each
 * game's folder exports one GameClient; the registry (registry.ts) lists them. A game's client
 * imports this module, never the registry, so no game depends on the list it is in.
 */
import type { ComponentType } from 'preact';
import type { MessageKey } from '../i18n';
import type { GameInfo } from '../session/api';
import type { MatchSession } from '../session/match';

export interface MatchViewProps {
  session: MatchSession;
}

export interface NewGameProps {
  info: GameInfo;
  /** Compact layout for the lobby card. */
  compact?: boolean;
}

export interface RouteProps {
  /** The named parts of the pattern (`:id` → params.id). */
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}

/** A page of the game's own, at an address the shell does not know (e.g. a solo puzzle). */
export interface GameRoute {
  /** A matchPath pattern such as '/twist/play/:id'. */
  readonly pattern: string;
  readonly Page: ComponentType<RouteProps>;
}

export interface GameClient {
  readonly id: string;
  readonly name: MessageKey;
  readonly blurb: MessageKey;
  /** The page that starts a new game of it (unless one of `routes` claims that address). */
  readonly path: string;
  readonly NewGame: ComponentType<NewGameProps>;
  readonly MatchView: ComponentType<MatchViewProps>;
  /**
   * A match's setup options as a few translated words for the lobby (a board size, a
   * challenge); '' when there is nothing worth saying. The options come from the server
   * unchecked, so anything may arrive.
   */
  describeOptions(options: unknown): string;
  /**
   * How far a match under way has come, in a few translated words for "Your games" ("deal 5 of
   * 24", "setting up"), from its public view (what a spectator is shown; it comes from the
   * server unchecked, so anything may arrive); null when there is nothing worth saying. Without
   * it a row counts the moves.
   */
  describeProgress?(view: unknown): string | null;
  /** The game's own pages: tried in order after the lobby and /m/<id>, before new-game pages. */
  readonly routes?: readonly GameRoute[];
  /**
   * Its "How to play" page: the address (one of `routes` claims it) and the link's words in the
   * game's own messages. The lobby card links to it when it is there.
   */
  readonly howToPlay?: { readonly path: string; readonly label: MessageKey };
}
