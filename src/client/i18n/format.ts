/**
 * Turns a message into text: picks the plural form for `count`, then fills the {placeholders}.
 * Pure (no DOM, no signals), so it is tested under Node.
 */
import type { Message, PluralCategory } from './types';

export type Params = Readonly<Record<string, string | number>>;

// Building Intl.PluralRules is far slower than select(); t() runs on every render.
const rulesByLanguage = new Map<string, Intl.PluralRules>();

export function pluralCategory(lang: string, count: number): PluralCategory {
  let rules = rulesByLanguage.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    rulesByLanguage.set(lang, rules);
  }
  return rules.select(count);
}

/** The text of a message for `count`; `other` when the language has no such form or no count. */
export function pluralForm(message: Message, lang: string, count: number | undefined): string {
  if (typeof message === 'string') return message;
  if (count === undefined) return message.other;
  return message[pluralCategory(lang, count)] ?? message.other;
}

/** Fills {name} placeholders; unknown ones stay visible so a missing param is noticed. */
export function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function format(message: Message, lang: string, params?: Params): string {
  const count = params?.count;
  return fill(pluralForm(message, lang, typeof count === 'number' ? count : undefined), params);
}
