/** Points as a scoresheet writes them: "+10", "0", "−30" (a true minus sign). */
export function signed(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `−${-points}`;
  return '0';
}

/** A total: no plus sign, but the same minus. */
export const total = (points: number): string => (points < 0 ? `−${-points}` : String(points));
