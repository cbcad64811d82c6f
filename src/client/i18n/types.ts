/**
 * The shape of message tables. English is the reference: every other language must have exactly
 * its keys, and a counted message where English has one, so a missing or extra text is a type
 * error rather than a blank on screen.
 */

/** Every language the client speaks. A new one needs a table in the platform and in each game. */
export type Language = 'en' | 'ja' | 'zh';

export type PluralCategory = Intl.LDMLPluralRule;

/**
 * A counted message: one text per CLDR plural category of the language, chosen by t(key,
 * { count }). `other` is required because every language has it and it is the fallback;
 * Japanese and Chinese need nothing else.
 */
export type PluralForms = { readonly other: string } & {
  readonly [C in Exclude<PluralCategory, 'other'>]?: string;
};

export type Message = string | PluralForms;

export type Table = Readonly<Record<string, Message>>;

/** A translation of the English table E: the same keys; counted exactly where E is counted. */
export type Translation<E extends Table> = {
  readonly [K in keyof E]: E[K] extends string ? string : PluralForms;
};

/** One part of the client's texts (the platform's, or one game's) in every language. */
export type Bundle<E extends Table> = { readonly en: E } & {
  readonly [L in Exclude<Language, 'en'>]: Translation<E>;
};
