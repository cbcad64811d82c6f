/**
 * Every text of the client, per language: the platform's (this folder), the pages' (lobby/,
 * match/) and each game's, merged into one table for t(). Imports message files only, never
 * components, so i18n can depend on it without a cycle through the views. Adding a game: its
 * messages/ folder, and one entry here.
 */

import { accountMessages } from '../account/messages';
import { guillotineMessages } from '../games/guillotine/messages';
import { junqiMessages } from '../games/junqi/messages';
import { knightsMessages } from '../games/knights/messages';
import { twistMessages } from '../games/twist/messages';
import { leaderboardMessages } from '../leaderboard/messages';
import { lobbyMessages } from '../lobby/messages';
import { tableMessages } from '../match/messages';
import { profileMessages } from '../profile/messages';
import { en } from './en';
import { ja } from './ja';
import type { Bundle, Language, Message, Table } from './types';
import { zh } from './zh';

const platform: Bundle<typeof en> = { en, ja, zh };

/** By owner: 'platform', or the game id that namespaces the keys. */
export const messageBundles = {
  platform,
  lobby: lobbyMessages,
  table: tableMessages,
  profile: profileMessages,
  leaderboard: leaderboardMessages,
  account: accountMessages,
  knights: knightsMessages,
  twist: twistMessages,
  junqi: junqiMessages,
  guillotine: guillotineMessages,
} as const;

type AnyBundle = (typeof messageBundles)[keyof typeof messageBundles];
type EnglishOf<B> = B extends { readonly en: infer E extends Table } ? E : never;
// Distributes over the bundles, so each contributes its own keys (keyof of a union would keep
// only the keys they share).
type KeysOf<B> = B extends unknown ? keyof EnglishOf<B> : never;
type CountedKeysOf<B> = B extends unknown
  ? { [K in keyof EnglishOf<B>]: EnglishOf<B>[K] extends string ? never : K }[keyof EnglishOf<B>]
  : never;

export type MessageKey = KeysOf<AnyBundle> & string;
/** Keys whose text has plural forms: t() requires a `count` for them. */
export type CountedKey = CountedKeysOf<AnyBundle> & string;

export type Catalogue = Readonly<Record<MessageKey, Message>>;

function merged(lang: Language): Catalogue {
  return Object.assign({}, ...Object.values(messageBundles).map((b) => b[lang]));
}

export const catalogues: Readonly<Record<Language, Catalogue>> = {
  en: merged('en'),
  ja: merged('ja'),
  zh: merged('zh'),
};
