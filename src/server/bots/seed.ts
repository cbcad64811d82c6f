import { createHash } from 'node:crypto';
import type { Seat } from '../../core/game';

/**
 * A bot's seed for one decision. It is a hash of the match seed, so a bot's play is reproducible,
 * but the match seed itself (which in a card game is the deck) cannot be recovered from it.
 */
export function botSeed(
  matchSeed: string,
  seat: Seat,
  version: number,
  purpose = 'choose',
): string {
  return createHash('sha256')
    .update(`parlour-bot\0${matchSeed}\0${seat}\0${version}\0${purpose}`)
    .digest('base64url');
}
