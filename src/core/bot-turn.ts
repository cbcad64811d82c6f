/**
 * One move of a bot in a match played here rather than on the server (self-play, tournaments):
 * the seat's mind chooses from the seat's own view, timed; a choice that throws or that the rules
 * refuse is reported and replaced by the game's fallback move, as the server does.
 */
import type { AnyGame, BotContext, BotMind, Seat } from './game';
import { type Applied, applyEntry, type MatchState } from './match';

export interface BotTurn<S = unknown> extends Applied<S> {
  /** How long the mind took to choose (ms). */
  readonly ms: number;
  /** What went wrong with its choice ("threw …", "chose …: why"), or null. */
  readonly fault: string | null;
}

export function playBotTurn<S>(
  game: AnyGame,
  match: MatchState<S>,
  seat: Seat,
  mind: BotMind<unknown, unknown>,
  ctx: BotContext,
): BotTurn<S> {
  const view = game.view(match.state, seat);
  let move: unknown;
  let fault: string | null = null;
  const start = performance.now();
  try {
    move = mind.choose(view, ctx);
  } catch (e) {
    fault = `threw ${e instanceof Error ? e.message : String(e)}`;
  }
  const ms = performance.now() - start;
  if (fault === null) {
    const applied = applyEntry(game, match, { kind: 'move', seat, move });
    if (applied.ok) return { ...(applied.value as Applied<S>), ms, fault };
    fault = `chose ${JSON.stringify(move)}: ${applied.error.message}`;
  }
  const fallback = game.fallbackMove(match.state, seat);
  const applied = applyEntry(game, match, { kind: 'move', seat, move: fallback });
  if (!applied.ok) throw new Error(`the fallback move was refused: ${applied.error.message}`);
  return { ...(applied.value as Applied<S>), ms, fault };
}
