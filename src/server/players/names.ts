/**
 * Display names: the rules a chosen name keeps, and the names given to new players.
 *
 * A name is 3 to 20 characters (after NFKC: full-width letters become plain ones) of letters of
 * any script (with at most MAX_MARKS combining marks each), digits, spaces, "_" and "-"; at least
 * one letter; no space at either end and never two together; nothing invisible; no mix of scripts
 * that TR39 calls suspicious (scripts.ts). Unique ignoring case (`nameKey`), and no name may look
 * like another (`looksOf`, TR39's confusable skeleton: the stores compare it). Names that would
 * pass for the platform or for a word the interface uses about a seat are reserved, look-alikes too.
 */
import { randomInt } from 'node:crypto';
import { scriptsMixWell } from './scripts';
import { coarseLook } from './skeleton';

export const MIN_NAME = 3;
export const MAX_NAME = 20;

/** Combining marks one letter may carry: Vietnamese needs two ("ệ"); more only stack. */
export const MAX_MARKS = 2;

export type NameRefusal =
  | 'name-length'
  | 'name-characters'
  | 'name-invisible'
  | 'name-marks'
  | 'name-scripts'
  | 'name-spaces'
  | 'name-reserved';

export type NameCheck =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly code: NameRefusal; readonly message: string };

/** Names equal to one of these (ignoring case, separators and a trailing number) are refused. */
const RESERVED = new Set([
  'admin',
  'administrator',
  'anonymous',
  'bot',
  'computer',
  'deleted',
  'forgotten',
  'friend',
  'guest',
  'mod',
  'moderator',
  'nobody',
  'official',
  'parlor',
  'parlour',
  'player',
  'root',
  'staff',
  'support',
  'system',
  'you',
]);

/** Names containing one of these anywhere are refused: they would pass for the platform. */
const RESERVED_PARTS = ['admin', 'moderator', 'parlour', 'parlor', 'official'];

const ALLOWED = /^[\p{L}\p{M}\p{Nd}_ -]+$/u;
const LETTER = /\p{L}/u;
// Default-ignorable code points draw nothing (U+034F, variation selectors, joiners), and the
// Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), letters by category, are among them.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const STACKED = new RegExp(`\\p{M}{${MAX_MARKS + 1}}`, 'u');

/** The reserved words as they look, and the parts reserved anywhere in a name. */
const RESERVED_LOOKS = new Set([...RESERVED].map(coarseLook));
const RESERVED_PART_LOOKS = RESERVED_PARTS.map(coarseLook);

const fail = (code: NameRefusal, message: string): NameCheck => ({ ok: false, code, message });

/** The name as it will be kept (NFKC), or why it cannot be one. */
export function checkName(raw: string): NameCheck {
  const name = raw.normalize('NFKC');
  const length = [...name].length;
  if (length < MIN_NAME || length > MAX_NAME) {
    return fail(
      'name-length',
      `A name is ${MIN_NAME} to ${MAX_NAME} characters long; this one has ${length}.`,
    );
  }
  if (INVISIBLE.test(name)) {
    return fail(
      'name-invisible',
      'A name cannot hold invisible characters or blank fillers (such as U+034F, variation selectors or Hangul fillers).',
    );
  }
  if (!ALLOWED.test(name) || !LETTER.test(name)) {
    return fail(
      'name-characters',
      'A name is made of letters (of any script), digits, spaces, "_" and "-", with at least one letter.',
    );
  }
  if (name.trim() !== name || name.includes('  ')) {
    return fail('name-spaces', 'A name cannot start or end with a space, or have two together.');
  }
  if (STACKED.test(name.normalize('NFD'))) {
    return fail('name-marks', `A letter may carry at most ${MAX_MARKS} accents or marks.`);
  }
  if (!scriptsMixWell(name)) {
    return fail(
      'name-scripts',
      'A name cannot mix these scripts: Latin with Cyrillic or Greek letters (they pass for one another), or several other scripts.',
    );
  }
  // Compared as they look: "аdmin" with a Cyrillic а, "Parl0ur", "ADMlN".
  const compact = coarseLook(name.replace(/[ _-]/g, '').replace(/\p{Nd}+$/u, ''));
  if (RESERVED_LOOKS.has(compact) || RESERVED_PART_LOOKS.some((part) => compact.includes(part))) {
    return fail('name-reserved', `"${name}" is reserved: choose another name.`);
  }
  return { ok: true, name };
}

/** Words for the names of new players: adjectives of at most 7 letters, animals of at most 8. */
export const ADJECTIVES = [
  'Amber',
  'Bold',
  'Brave',
  'Bright',
  'Calm',
  'Clever',
  'Cosy',
  'Eager',
  'Gentle',
  'Golden',
  'Happy',
  'Jolly',
  'Keen',
  'Kind',
  'Lively',
  'Lucky',
  'Merry',
  'Mighty',
  'Nimble',
  'Noble',
  'Patient',
  'Quick',
  'Quiet',
  'Rapid',
  'Silver',
  'Sly',
  'Steady',
  'Sunny',
  'Swift',
  'Tidy',
  'Wise',
  'Witty',
] as const;

export const ANIMALS = [
  'Badger',
  'Beaver',
  'Bison',
  'Crane',
  'Dolphin',
  'Eagle',
  'Falcon',
  'Ferret',
  'Fox',
  'Gecko',
  'Heron',
  'Ibex',
  'Koala',
  'Lemur',
  'Lynx',
  'Marten',
  'Moose',
  'Newt',
  'Otter',
  'Owl',
  'Panda',
  'Pelican',
  'Puffin',
  'Quokka',
  'Raven',
  'Robin',
  'Seal',
  'Stoat',
  'Tapir',
  'Walrus',
  'Wombat',
  'Wren',
] as const;

/**
 * A name for a new player: an adjective, an animal and a number ("SwiftOtter42"), 1024 pairs of
 * words; `digits` numbers of 2 digits by default, more once those are crowded.
 */
export function generatedName(digits = 2, pick: (n: number) => number = randomInt): string {
  const adjective = ADJECTIVES[pick(ADJECTIVES.length)]!;
  const animal = ANIMALS[pick(ANIMALS.length)]!;
  const low = 10 ** (digits - 1);
  return `${adjective}${animal}${low + pick(9 * low)}`;
}
