/**
 * Where a piece is, in the board's own labels (columns 1–8, rows A–D): the columns and rows its
 * loops cover, so players and screen readers hear a place rather than a placement string.
 */
import { COLUMNS, type PiecePlacement, placementCells, ROWS } from '../../../games/twist';
import { t } from '../../i18n';

function span(from: string, to: string): string {
  return from === to ? from : `${from}–${to}`;
}

/** "columns 6–8, rows B–C"; the part of a piece hanging off the board is left out. */
export function areaName(p: PiecePlacement): string {
  const loops = placementCells(p);
  const xs = loops.map((l) => l.x);
  const ys = loops.map((l) => l.y);
  const left = Math.max(0, Math.min(...xs));
  const right = Math.min(COLUMNS - 1, Math.max(...xs));
  const top = Math.max(0, Math.min(...ys));
  const bottom = Math.min(ROWS - 1, Math.max(...ys));
  const row = (y: number) => String.fromCharCode(65 + y);
  return t('twist.area', {
    columns: t('twist.columns', {
      count: right - left + 1,
      span: span(String(left + 1), String(right + 1)),
    }),
    rows: t('twist.rows', { count: bottom - top + 1, span: span(row(top), row(bottom)) }),
  });
}
