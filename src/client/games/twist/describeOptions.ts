/** How a twist match is told apart in the lobby list: by its challenge, when it has one. */
import { CHALLENGES, type Challenge, checkBoard } from '../../../games/twist';
import { t } from '../../i18n';
import { challengeNumber } from './challengeNumber';
import { levelName } from './names';

// Pieces and pegs may come in any order, so starts are compared as sorted placements.
function canonical(start: string): string | null {
  if (!checkBoard(start).ok) return null;
  return (start.match(/.{4}/g) ?? []).sort().join('');
}

// Built on first use: the lobby may never list a twist match.
let byStart: Map<string, Challenge> | undefined;

function shippedChallenge(start: string): Challenge | undefined {
  byStart ??= new Map(CHALLENGES.map((c) => [canonical(c.start) ?? c.start, c]));
  const key = canonical(start);
  return key === null ? undefined : byStart.get(key);
}

export function describeTwistOptions(options: unknown): string {
  const start = (options as { start?: unknown } | null)?.start;
  if (typeof start !== 'string' || start === '') return '';
  const c = shippedChallenge(start);
  if (!c) return t('twist.sharedTitle');
  return t('twist.challengeName', { level: levelName(c.level), n: challengeNumber(c.id) });
}
