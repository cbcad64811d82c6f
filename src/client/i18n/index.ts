/**
 * The one translation layer for every user-facing text. The language is a signal, so any
 * component that calls t() re-renders when the player switches language. The texts themselves
 * are the platform's (this folder) and each game's (games/<id>/messages), merged per language.
 */
import { signal } from '@preact/signals';
import type { RuleError } from '../../core/errors';
import { type CountedKey, catalogues, type MessageKey } from './catalogues';
import { errorKeys } from './errorKeys';
import { format, type Params } from './format';
import type { Language } from './types';

export type { CountedKey, MessageKey } from './catalogues';
export type { Params } from './format';
export type { Language } from './types';

/** Each language named in itself, for the switcher. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  ja: '日本語',
  zh: '简体中文',
};

const STORAGE_KEY = 'parlour:language';

function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && Object.hasOwn(catalogues, x);
}

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage may be blocked (private mode); fall back to the browser's language.
  }
  // No navigator under Node (unit tests of code that translates).
  if (typeof navigator === 'undefined') return 'en';
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export const language = signal<Language>(initialLanguage());

export function setLanguage(lang: Language): void {
  language.value = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered, but still switched for this visit.
  }
}

/** A counted text without its count would always show the `other` form, so the type asks for it. */
type ParamsFor<K extends MessageKey> = K extends CountedKey
  ? [params: Params & { readonly count: number }]
  : [params?: Params];

export function t<K extends MessageKey>(key: K, ...[params]: ParamsFor<K>): string {
  const lang = language.value;
  return format(catalogues[lang][key], lang, params);
}

/** Whether a string is a key we have a text for (used for codes coming from the server). */
export function hasKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogues.en, key);
}

/**
 * A rule error in the player's language: the game's own text for its code when `gameId` is
 * given, else the platform's, else the server's English text.
 */
export function translateError(
  error: Pick<RuleError, 'code' | 'message' | 'params'>,
  gameId?: string,
): string {
  const key = errorKeys(error.code, gameId).find(hasKey);
  if (!key) return error.message;
  const until = error.params?.until;
  // A refusal that lasts until some moment names it as a time (and a day, unless today's).
  if (error.code === 'rated-not-now' && typeof until !== 'number') return t('newGame.ratedNotYet');
  return t(
    key,
    typeof until === 'number' ? { ...error.params, until: momentText(until) } : error.params,
  );
}

/** A moment to come, in the player's language: its time, and its day unless it is today. */
export function momentText(ms: number, now = Date.now()): string {
  const at = new Date(ms);
  const today = new Date(now).toDateString() === at.toDateString();
  return new Intl.DateTimeFormat(
    language.value,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(at);
}

/** A bot level by id ('beginner' → 'Beginner'); unknown levels show their id. */
/**
 * A computer level's name: the game's own where it has one (`junqi.level.random`: "Random
 * moves"), else the platform's (`bot.random`), else its id.
 */
export function botName(level: string, game?: string): string {
  const own = game === undefined ? null : `${game}.level.${level}`;
  if (own !== null && hasKey(own)) return t(own);
  const key = `bot.${level}`;
  return hasKey(key) ? t(key) : level;
}

/** Keeps <html lang> in step, so screen readers and fonts pick the right language. */
export function syncDocumentLanguage(): void {
  language.subscribe((lang) => {
    document.documentElement.lang = lang === 'zh' ? 'zh-Hans' : lang;
  });
}
