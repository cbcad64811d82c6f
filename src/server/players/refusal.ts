/** What the players' routes share: the shape of a refusal, and a rate limit per address and player. */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AddressBudget } from '../address-budget';

/** A refusal's code and its English text (the client words it by code: `error.<code>`). */
export interface Refusal {
  readonly code: string;
  readonly message: string;
}

/**
 * Refuses with `{ code, message }`. Write the code literally at the call, as
 * `refusal(reply, 400, { code: 'bad-code', message: '…' })`: src/client/i18n/refusalCodes.test.ts
 * finds the codes in the source and asks for their texts in every language.
 */
export const refusal = (reply: FastifyReply, status: number, why: Refusal) =>
  reply.code(status).send({ code: why.code, message: why.message });

export function malformed(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  const at = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  return refusal(reply, 400, {
    code: 'bad-message',
    message: `Malformed request${at}: ${issue?.message ?? 'invalid'}.`,
  });
}

export const SLOW_DOWN = 'Too many tries: wait a minute and try again.';

export const CROSS_SITE = 'Refused: this request came from another site.';

/** A budget: on average `perMinute`, at once `burst`. */
export interface Budget {
  readonly perMinute: number;
  readonly burst: number;
}

/** One limit, per address and per player: both must have room. */
export class Limit {
  private readonly byAddress: AddressBudget;
  private readonly byPlayer: AddressBudget;
  constructor(budget: Budget) {
    this.byAddress = new AddressBudget(budget.perMinute, budget.burst);
    this.byPlayer = new AddressBudget(budget.perMinute, budget.burst);
  }
  take(address: string, player: string | null): boolean {
    const a = this.byAddress.take(address);
    const p = player === null || this.byPlayer.take(player);
    return a && p;
  }
}
