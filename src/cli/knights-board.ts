import { type KnightsView, parseSquare } from '../games/knights';

/**
 * Draws a knights position as text: ranks from the top, files along the bottom.
 * `N` is a knight of `mine` (seat 0 by default), `n` one of the other seat, `x` an attacked square, `.` a legal one.
 */
export function drawKnights(view: KnightsView, color = false, mine = 0): string {
  const size = { files: view.files, ranks: view.ranks };
  const cells = new Map<number, string>();
  const paint = (text: string, code: number) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  for (const sq of view.attacked) cells.set(parseSquare(sq, size)!, paint('x', 90));
  for (const sq of view.legal) cells.set(parseSquare(sq, size)!, '.');
  for (const k of view.knights) {
    cells.set(parseSquare(k.square, size)!, k.seat === mine ? paint('N', 36) : paint('n', 33));
  }
  const lines: string[] = [];
  for (let row = 0; row < view.ranks; row++) {
    const rank = String(view.ranks - row).padStart(2);
    const squares: string[] = [];
    for (let col = 0; col < view.files; col++) squares.push(cells.get(row * 8 + col) ?? '?');
    lines.push(`${rank}  ${squares.join(' ')}`);
  }
  const files = Array.from({ length: view.files }, (_, i) => String.fromCharCode(97 + i)).join(' ');
  lines.push(`    ${files}`);
  return lines.join('\n');
}
