/**
 * The new-game form's choices: what it offers, its defaults, and what of a remembered choice is
 * still valid (levels come from the server and may have changed since).
 */
import { checkedGrace } from '../../widgets/GraceChoice';
import type { GuillotineSetup, Others, SeatChoice } from './start';
import { FRIEND } from './start';

export const MOVE_SECONDS = [null, 15, 30, 60] as const;

/** The strongest level offered: the computers a person meets unless they choose otherwise. */
export const defaultLevel = (bots: readonly string[]): string =>
  bots.includes('strong') ? 'strong' : (bots.at(-1) ?? 'random');

export function defaultSetup(bots: readonly string[]): GuillotineSetup {
  const level = defaultLevel(bots);
  return {
    others: { W: level, N: level, E: level },
    aceBonus: 'any',
    listed: false,
    rated: false,
    graceSeconds: 60,
    moveSeconds: null,
  };
}

const validSeat = (x: unknown, bots: readonly string[]): x is SeatChoice =>
  x === FRIEND || (typeof x === 'string' && bots.includes(x));

export function checkedSetup(
  saved: Partial<GuillotineSetup>,
  bots: readonly string[],
): Partial<GuillotineSetup> {
  const ok: Partial<GuillotineSetup> = {};
  const others = saved.others as Partial<Others> | undefined;
  if (others && typeof others === 'object') {
    const fallback = defaultLevel(bots);
    ok.others = {
      W: validSeat(others.W, bots) ? others.W : fallback,
      N: validSeat(others.N, bots) ? others.N : fallback,
      E: validSeat(others.E, bots) ? others.E : fallback,
    };
  }
  if (saved.aceBonus === 'any' || saved.aceBonus === 'one') ok.aceBonus = saved.aceBonus;
  if (typeof saved.listed === 'boolean') ok.listed = saved.listed;
  if (typeof saved.rated === 'boolean') ok.rated = saved.rated;
  if (saved.graceSeconds !== undefined) ok.graceSeconds = checkedGrace(saved.graceSeconds);
  if ((MOVE_SECONDS as readonly unknown[]).includes(saved.moveSeconds))
    ok.moveSeconds = saved.moveSeconds!;
  return ok;
}
