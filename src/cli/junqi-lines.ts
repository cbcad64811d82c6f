/**
 * Junqi's part of the JSON-lines plumbing (see json-lines.ts, which `parlour junqi moves|layout|
 * play` share with other games): reading a position given as text.
 */
import type { JunqiState } from '../games/junqi';
import { parseNotation, parsePosition } from '../games/junqi/notation';
import { readJson, trusted } from './json-lines';

export { answerJson, InputError, objectOf, readJson, trusted } from './json-lines';

/**
 * A position as text: the notation, or JSON (a string holding the notation, or the object
 * `{"pieces":{...},"toMove":"blue"}`) when it starts with `{` or `"`.
 */
export function readPosition(text: string): JunqiState {
  const t = text.trim();
  if (t.startsWith('{') || t.startsWith('"')) return trusted(parsePosition(readJson(t)));
  return trusted(parseNotation(t));
}
