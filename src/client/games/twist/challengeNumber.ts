/** The number of a shipped challenge within its level (1–24), from the order they are listed. */
import { CHALLENGES } from '../../../games/twist';

export function challengeNumber(id: string): number {
  const c = CHALLENGES.find((x) => x.id === id);
  if (!c) return 0;
  return CHALLENGES.filter((x) => x.level === c.level).indexOf(c) + 1;
}
