/**
 * Layouts a player saved in this browser, by name. Each is kept as it was set up, for the side
 * it was set up for; loading it for the other side turns it half round (blue square s is red
 * square 59 − s), which keeps every placement rule. What comes back from storage is checked by
 * the rules (checkLayout) before anything is sent.
 */
import { signal } from '@preact/signals';
import type { Result } from '../../../core/errors';
import { parseSquare, SQUARES, squareName } from '../../../games/junqi/board';
import { checkLayout, type Layout } from '../../../games/junqi/layout';
import { isRank, type Rank, type SideName } from '../../../games/junqi/pieces';
import { sideIndex } from './sides';

export interface SavedLayout {
  readonly name: string;
  readonly side: SideName;
  readonly pieces: Readonly<Record<string, Rank>>;
}

export const STORAGE_KEY = 'parlour:junqi:layouts';
const MAX_NAME = 40;

/** Only well-formed entries survive; a later entry of the same name wins. */
export function parseSaved(raw: unknown): SavedLayout[] {
  if (!Array.isArray(raw)) return [];
  const byName = new Map<string, SavedLayout>();
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, side, pieces } = item as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '') continue;
    if (side !== 'blue' && side !== 'red') continue;
    if (typeof pieces !== 'object' || pieces === null) continue;
    const ranks: Record<string, Rank> = {};
    for (const [square, rank] of Object.entries(pieces)) {
      if (parseSquare(square) !== null && isRank(rank)) ranks[square] = rank;
    }
    byName.set(name, { name: name.slice(0, MAX_NAME), side, pieces: ranks });
  }
  return [...byName.values()];
}

/** A layout turned half round: what is on a1 goes to e12. */
export function mirrored(pieces: Readonly<Record<string, Rank>>): Record<string, Rank> {
  const out: Record<string, Rank> = {};
  for (const [name, rank] of Object.entries(pieces)) {
    const s = parseSquare(name);
    if (s !== null) out[squareName(SQUARES - 1 - s)] = rank;
  }
  return out;
}

/** The saved layout for `side` (turned round if it was saved for the other one), checked. */
export function layoutFor(saved: SavedLayout, side: SideName): Result<Layout> {
  const pieces = saved.side === side ? saved.pieces : mirrored(saved.pieces);
  return checkLayout(sideIndex(side), pieces);
}

function read(): SavedLayout[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? parseSaved(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

/** The saved layouts, oldest first; a signal, so lists update when one is saved or deleted. */
export const savedLayouts = signal<readonly SavedLayout[]>(
  typeof localStorage === 'undefined' ? [] : read(),
);

function write(list: readonly SavedLayout[]): boolean {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
    savedLayouts.value = list;
    return true;
  } catch {
    return false;
  }
}

/** Saves (or replaces, by name) a layout; false when the browser would not store it. */
export function saveLayout(layout: SavedLayout): boolean {
  const name = layout.name.trim().slice(0, MAX_NAME);
  const rest = read().filter((l) => l.name !== name);
  return write([...rest, { ...layout, name }]);
}

export function deleteLayout(name: string): boolean {
  return write(read().filter((l) => l.name !== name));
}

/** Reads storage again: another tab may have saved a layout meanwhile. */
export function refreshSavedLayouts(): void {
  savedLayouts.value = read();
}
