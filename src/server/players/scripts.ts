/**
 * Mixed scripts, as TR39's restriction levels judge them (UTS #39, section 5.2). A name passes at
 * "Moderately Restrictive": one script throughout (Japanese counts as one: Han, Hiragana and
 * Katakana; so do Han with Bopomofo, and Han with Hangul), or Latin with those, or Latin with one
 * other script in modern use except Cyrillic and Greek, whose letters pass for Latin ones ("аdmin").
 * Common and inherited characters (digits, spaces, most combining marks) belong to every script.
 */

/** Every script of the Unicode Character Database (short names). */
const ALL_SCRIPTS =
  'Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb'.split(
    ' ',
  );

/** UAX #31's Recommended Scripts: those in modern customary use. */
const RECOMMENDED = new Set(
  'Arab Armn Beng Bopo Cyrl Deva Ethi Geor Grek Gujr Guru Hang Hani Hebr Hira Kana Knda Khmr Laoo Latn Mlym Mymr Orya Sinh Taml Telu Thaa Thai Tibt'.split(
    ' ',
  ),
);

// A Node whose Unicode is older than the list knows fewer scripts: those it does not know are skipped.
const TESTS = ALL_SCRIPTS.flatMap((script) => {
  try {
    return [{ script, re: new RegExp(`\\p{Script_Extensions=${script}}`, 'u') }];
  } catch {
    return [];
  }
});

const EVERY_SCRIPT = /[\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]/u;

/** TR39's augmented script sets: Han is also Japanese, Korean and Han with Bopomofo. */
const AUGMENT: Record<string, readonly string[]> = {
  Hani: ['Hanb', 'Jpan', 'Kore'],
  Hira: ['Jpan'],
  Kana: ['Jpan'],
  Hang: ['Kore'],
  Bopo: ['Hanb'],
};

/** What scriptsOf found, by character: finding it takes a test per script (some 170). */
const known = new Map<string, Set<string> | null>();
const KNOWN_MAX = 10_000;

/** The scripts a character may belong to, augmented; null for one of every script. */
function scriptsOf(c: string): Set<string> | null {
  let set = known.get(c);
  if (set === undefined) {
    set = findScripts(c);
    if (known.size < KNOWN_MAX) known.set(c, set);
  }
  return set;
}

function findScripts(c: string): Set<string> | null {
  if (EVERY_SCRIPT.test(c)) return null;
  const set = new Set<string>();
  for (const { script, re } of TESTS) {
    if (!re.test(c)) continue;
    set.add(script);
    for (const more of AUGMENT[script] ?? []) set.add(more);
  }
  // A character of a script this Node cannot name is a script of its own.
  if (set.size === 0) set.add(`U+${c.codePointAt(0)!.toString(16)}`);
  return set;
}

const HIGHLY_RESTRICTIVE = [
  ['Latn', 'Jpan'],
  ['Latn', 'Hanb'],
  ['Latn', 'Kore'],
];

/** Whether the text's scripts are a mix TR39's "Moderately Restrictive" level allows. */
export function scriptsMixWell(text: string): boolean {
  const sets: Set<string>[] = [];
  for (const c of text) {
    const set = scriptsOf(c);
    if (set) sets.push(set);
  }
  const covered = (allowed: readonly string[]) =>
    sets.every((set) => allowed.some((script) => set.has(script)));
  const seen = new Set(sets.flatMap((set) => [...set]));
  // One script throughout (its resolved script set is not empty).
  if ([...seen].some((script) => covered([script]))) return true;
  if (HIGHLY_RESTRICTIVE.some(covered)) return true;
  return [...seen].some(
    (script) =>
      RECOMMENDED.has(script) &&
      script !== 'Latn' &&
      script !== 'Cyrl' &&
      script !== 'Grek' &&
      covered(['Latn', script]),
  );
}
