/**
 * The player's notes on an enemy piece in words: each sighting ("It beat your brigadier on c7"),
 * what they leave it to be ("It can be: major or higher, or landmine"), the player's own mark,
 * and the short label its tile shows ("≥Major", "Engineer", "General?").
 */
import { has, type RankMask, ranksOf, setupMask } from '../../../games/junqi/ai/beliefs';
import type { Side, Square } from '../../../games/junqi/board';
import { LANDMINE, type Rank } from '../../../games/junqi/pieces';
import { language, t } from '../../i18n';
import type { Fact } from './knowledge';
import { rankName, tileName } from './ranks';

/** What the board knows of one enemy piece, where it stands now. */
export interface PieceNote {
  readonly origin: Square;
  /** The ranks it may still be. */
  readonly possible: RankMask;
  readonly facts: readonly Fact[];
  /** The rank the player marked it as, if any. */
  readonly mark: Rank | null;
}

export function factText(f: Fact): string {
  switch (f.kind) {
    case 'moved':
      return t('junqi.notes.moved');
    case 'engineer':
      return t('junqi.notes.engineer', { from: f.from, to: f.to });
    case 'beat':
      return f.role === 'attacker'
        ? t('junqi.notes.tookYours', { rank: rankName(f.rank), square: f.square })
        : t('junqi.notes.beatYours', { rank: rankName(f.rank), square: f.square });
    case 'flag':
      return t('junqi.notes.flag');
  }
}

const OFFICER = (r: Rank) => r >= 1 && r <= 9;

/** The ranks of a mask as a short phrase: "major or higher", "colonel to captain", "landmine". */
function rankPhrases(mask: RankMask): string[] {
  const ranks = ranksOf(mask);
  const officers = ranks.filter(OFFICER);
  const phrases: string[] = [];
  if (officers.length > 0) {
    const high = officers[0]!;
    const low = officers.at(-1)!;
    const unbroken = low - high + 1 === officers.length;
    if (officers.length <= 2 || !unbroken) phrases.push(...officers.map(rankName));
    else if (high === 1 && low === 9) phrases.push(t('junqi.notes.anyOfficer'));
    else if (high === 1) phrases.push(t('junqi.notes.atLeast', { rank: rankName(low) }));
    else if (low === 9) phrases.push(t('junqi.notes.atMost', { rank: rankName(high) }));
    else phrases.push(t('junqi.notes.between', { high: rankName(high), low: rankName(low) }));
  }
  phrases.push(...ranks.filter((r) => !OFFICER(r)).map(rankName));
  return phrases;
}

const orList = (items: readonly string[]): string =>
  new Intl.ListFormat(language.value, { type: 'disjunction' }).format(items);

/**
 * What the piece can still be, in a sentence; null while nothing was learned beyond where it
 * started (the setup rules alone).
 */
export function possibleText(note: PieceNote, enemy: Side): string | null {
  const ranks = ranksOf(note.possible);
  if (ranks.length === 0 || note.possible === setupMask(enemy, note.origin)) return null;
  if (ranks.length === 1) return t('junqi.notes.must', { rank: rankName(ranks[0]!) });
  return t('junqi.notes.can', { list: orList(rankPhrases(note.possible)) });
}

export function markText(note: PieceNote): string | null {
  if (note.mark === null) return null;
  const rank = rankName(note.mark);
  return has(note.possible, note.mark)
    ? t('junqi.notes.yourMark', { rank })
    : t('junqi.notes.markRuledOut', { rank });
}

/** Every sentence about the piece, sightings first; empty when there is nothing to say. */
export function noteLines(note: PieceNote, enemy: Side): string[] {
  return [...note.facts.map(factText), possibleText(note, enemy), markText(note)].filter(
    (x): x is string => x !== null,
  );
}

export type TileNoteKind = 'known' | 'range' | 'mark';

export interface TileNote {
  /** One line, or two for a range that may also be a landmine. */
  readonly lines: readonly string[];
  readonly kind: TileNoteKind;
}

/**
 * The label a hidden enemy tile shows: the rank it must be; the player's mark while the rules
 * allow it; "≥Major" when it is an officer of at least that rank (with "or Mine" below when it
 * may be a landmine too); null when there is nothing short to say.
 */
export function tileNote(note: PieceNote): TileNote | null {
  const ranks = ranksOf(note.possible);
  if (ranks.length === 1) return { lines: [tileName(ranks[0]!)], kind: 'known' };
  if (note.mark !== null && has(note.possible, note.mark)) {
    return { lines: [t('junqi.notes.tileMark', { rank: tileName(note.mark) })], kind: 'mark' };
  }
  const officers = ranks.filter(OFFICER);
  const low = officers.at(-1);
  const others = ranks.filter((r) => !OFFICER(r));
  const mine = others.length === 1 && others[0] === LANDMINE;
  if (
    officers[0] === 1 &&
    low !== undefined &&
    low < 9 &&
    low === officers.length &&
    (others.length === 0 || mine)
  ) {
    const range = t('junqi.notes.tileAtLeast', { rank: tileName(low as Rank) });
    return { lines: mine ? [range, t('junqi.notes.tileOrMine')] : [range], kind: 'range' };
  }
  return null;
}
