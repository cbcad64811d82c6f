/**
 * The wire protocol between the browser (or any client) and the server, as zod schemas.
 * The server validates every incoming message with these before anything else sees it; the
 * client uses the same types. Socket.io event names are the keys of `ClientEvents`.
 */
import { z } from 'zod';
import type { SeatPlan, TableSettings } from './wire';

export * from './wire';

const matchId = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, 'malformed match id');
const token = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'malformed seat token');

export const seatPlanSchema: z.ZodType<SeatPlan> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), level: z.string().min(1).max(40) }).strict(),
]);

export const tableSettingsSchema: z.ZodType<Partial<TableSettings>> = z
  .object({
    listed: z.boolean(),
    graceSeconds: z.number().int().min(1).max(3600),
    standIn: z.boolean(),
    moveSeconds: z.number().int().min(1).max(3600).nullable(),
    onTimeout: z.enum(['forfeit', 'bot']),
    setupSeconds: z.number().int().min(1).max(3600).nullable(),
    rated: z.boolean(),
  })
  .partial()
  .strict();

/** POST /api/matches */
export const createMatchSchema = z
  .object({
    game: z.string().min(1).max(40),
    options: z.record(z.string(), z.unknown()).default({}),
    seats: z.array(seatPlanSchema).min(1).max(8),
    /** How the table treats its players; each setting has a default. */
    table: tableSettingsSchema.optional(),
    /** Take this seat at once (the creator usually plays): the answer carries its token. */
    sit: z.number().int().min(0).max(7).optional(),
  })
  .strict();
export type CreateMatchRequest = z.input<typeof createMatchSchema>;

export const watchSchema = z
  .object({
    matchId,
    /** Proves a seat; without it the socket watches as a spectator. */
    token: token.optional(),
    /** The last version this client saw (on reconnect). */
    version: z.number().int().min(0).optional(),
  })
  .strict();

/** The most steps one `match:history` answer holds: a longer history comes in pages. */
export const HISTORY_PAGE = 500;

export const historySchema = z
  .object({
    matchId,
    /** Proves a seat; without it the steps are those a spectator may see. */
    token: token.optional(),
    /** The steps after this version. */
    from: z.number().int().min(0),
    limit: z.number().int().min(1).max(HISTORY_PAGE).optional(),
  })
  .strict();

/**
 * The id a client gives a request that must take effect once (taking a seat, moving one): sent
 * again with the same id, to any server, it is answered as the first time, never run twice.
 * Random and kept by the client alone: the token the request gives out is derived from it.
 */
const commandId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'A command id is 16 to 64 letters, digits, "-" or "_".');

export const sitSchema = z
  .object({ matchId, seat: z.number().int().min(0).max(7), commandId: commandId.optional() })
  .strict();

export const moveSchema = z
  .object({
    matchId,
    token,
    /** Per-seat counter chosen by the client: a re-sent move with the same number is answered, not applied twice. */
    clientSeq: z.number().int().min(0),
    /**
     * The version the move was chosen in. A move that is legal now is accepted whenever it was
     * chosen, unless the game says the phase is order-sensitive: then an older version is stale.
     */
    version: z.number().int().min(0),
    move: z.unknown(),
  })
  .strict();

/** match:resign, match:leave, match:move-seat, match:rematch, match:decline: an action on the seat the token proves. */
export const seatActionSchema = z
  .object({ matchId, token, clientSeq: z.number().int().min(0) })
  .strict();

/** match:claim: the other players have left; end the match as a win or a draw. */
export const claimSchema = z
  .object({
    matchId,
    token,
    clientSeq: z.number().int().min(0),
    result: z.enum(['win', 'draw']),
  })
  .strict();

/** match:stand-in: hand the seat of a player who left to a bot. */
export const standInSchema = z
  .object({
    matchId,
    token,
    clientSeq: z.number().int().min(0),
    seat: z.number().int().min(0).max(7),
  })
  .strict();

/** match:move-seat, match:rematch, match:decline: the seat's token is all they need. */
export const seatTokenSchema = z.object({ matchId, token }).strict();

/** match:move-seat: the seat's token, and the request's id (see sitSchema). */
export const moveSeatSchema = z
  .object({ matchId, token, commandId: commandId.optional() })
  .strict();

/** match:draw: offer a draw, or accept or decline the one offered. */
export const drawSchema = z
  .object({
    matchId,
    token,
    clientSeq: z.number().int().min(0),
    action: z.enum(['offer', 'accept', 'decline']),
  })
  .strict();
