/**
 * The one translation layer for every user-facing text. The language is a signal, so any
 * component that calls t() re-renders when the player switches language.
 */
import { signal } from '@preact/signals';
import type { RuleError } from '../../core/errors';
import { en, type MessageKey, type Messages } from './en';
import { ja } from './ja';
import { zh } from './zh';

export type { MessageKey } from './en';

export const languages = { en, ja, zh } as const satisfies Record<string, Messages>;
export type Language = keyof typeof languages;

/** Each language named in itself, for the switcher. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  ja: '日本語',
  zh: '简体中文',
};

const STORAGE_KEY = 'parlour:language';

function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && Object.hasOwn(languages, x);
}

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage may be blocked (private mode); fall back to the browser's language.
  }
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

export type Params = Readonly<Record<string, string | number>>;

function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function t(key: MessageKey, params?: Params): string {
  return fill(languages[language.value][key], params);
}

/** Whether a string is a key we have a text for (used for codes coming from the server). */
export function hasKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** A rule error in the player's language, by its code; the server's English text otherwise. */
export function translateError(error: Pick<RuleError, 'code' | 'message' | 'params'>): string {
  const key = `error.${error.code}`;
  return hasKey(key) ? t(key, error.params) : error.message;
}

/** A bot level by id ('beginner' → 'Beginner'); unknown levels show their id. */
export function botName(level: string): string {
  const key = `bot.${level}`;
  return hasKey(key) ? t(key) : level;
}

/** Keeps <html lang> in step, so screen readers and fonts pick the right language. */
export function syncDocumentLanguage(): void {
  language.subscribe((lang) => {
    document.documentElement.lang = lang === 'zh' ? 'zh-Hans' : lang;
  });
}
