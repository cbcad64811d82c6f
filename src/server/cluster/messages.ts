/**
 * What goes between the processes, as zod schemas: every message that comes off Redis is parsed
 * here before anything reads it, so a process never acts on a malformed or foreign message, and
 * each forwarded command's answer has the type its command names.
 */
import { z } from 'zod';
import type { StoredEntry } from '../store/store';

/** The channel of one match: its owner publishes there, every process holding it listens. */
export const matchChannel = (id: string) => `parlour:m:${id}`;
/** The channel of one process: requests forwarded to it, and the answers to its own. */
export const processChannel = (id: string) => `parlour:p:${id}`;

const seat = z.number().int().min(0).max(7);
const version = z.number().int().min(0);

/** A log entry's envelope; what it carries is the game's, judged by the reducer as on the owner. */
const storedEntry = z
  .object({
    kind: z.enum(['move', 'resign', 'leave', 'return', 'timeout', 'draw', 'takeover', 'claim']),
    seat,
    clientSeq: z.number().int().min(0).nullable(),
  })
  .passthrough() as unknown as z.ZodType<StoredEntry>;

/** A durable step as the owner wrote it, so that a follower applies exactly the same. */
const publishedStep = z.object({ v: z.number().int().min(1), entry: storedEntry }).strict();
export type PublishedStep = z.infer<typeof publishedStep>;

const from = z.string().min(1);

/** What goes on a match's channel. `from` is the process that sent it. */
export const matchMessage = z.discriminatedUnion('t', [
  /** New durable steps (and the seats' drafts after them, for a game that has drafts). */
  z
    .object({
      t: z.literal('steps'),
      from,
      steps: z.array(publishedStep),
      drafts: z.array(z.array(z.unknown())).optional(),
    })
    .strict(),
  /** One seat's draft changed and is durable. */
  z
    .object({
      t: z.literal('draft'),
      from,
      seat,
      moves: z.array(z.unknown()),
      clientSeq: z.number().int().nullable(),
    })
    .strict(),
  /** Seats taken or moved, a rematch offered or agreed: read the match's row again. */
  z.object({ t: z.literal('meta'), from }).strict(),
  /** A seat was recorded as a player's: every holder, the owner too, looks its players up. */
  z.object({ t: z.literal('players'), from }).strict(),
  /** How many sockets of each seat the sender holds (the seats' presence, over processes). */
  z.object({ t: z.literal('presence'), from, seats: z.array(z.number().int().min(0)) }).strict(),
  /** Everyone holding the match says its presence again (a new holder, a new owner). */
  z.object({ t: z.literal('presence?'), from }).strict(),
  /**
   * The sender owns the match now, and the store holds it up to `version`: a copy behind that
   * reads the store again (the steps of a killed owner were durable but never published).
   */
  z.object({ t: z.literal('owner'), from, epoch: z.number().int().min(1), version }).strict(),
  /** The owner let the match go (it stops): whoever holds it may take it at once. */
  z.object({ t: z.literal('released'), from }).strict(),
]);
export type MatchMessage = z.infer<typeof matchMessage>;

const matchId = z.string().min(1).max(64);
const token = z.string().min(1).max(200);
/** The id a command that must take effect once is known by, chosen by whoever sent it. */
export const commandId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'a command id is 16 to 64 URL-safe characters');

const playerAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move'), move: z.unknown() }).strict(),
  z.object({ kind: z.literal('resign') }).strict(),
  z.object({ kind: z.literal('leave') }).strict(),
  z.object({ kind: z.literal('claim'), result: z.enum(['win', 'draw']) }).strict(),
  z.object({ kind: z.literal('draw'), action: z.enum(['offer', 'accept', 'decline']) }).strict(),
  z.object({ kind: z.literal('stand-in'), seat }).strict(),
]);

/** A command forwarded to a match's owner: one schema per command, named by `op`. */
export const forwarded = z.discriminatedUnion('op', [
  z
    .object({
      op: z.literal('act'),
      matchId,
      token,
      clientSeq: z.number().int().min(0),
      version: version.nullable(),
      action: playerAction,
    })
    .strict(),
  z.object({ op: z.literal('sit'), matchId, seat, commandId }).strict(),
  z.object({ op: z.literal('move-seat'), matchId, token, commandId }).strict(),
  z.object({ op: z.literal('give-seat'), matchId, seat, commandId }).strict(),
  z.object({ op: z.literal('rematch'), matchId, token, accept: z.boolean() }).strict(),
  z.object({ op: z.literal('back'), matchId, seat }).strict(),
]);
export type Forwarded = z.infer<typeof forwarded>;
export type Op = Forwarded['op'];

const ruleError = z
  .object({
    code: z.string(),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .strict();
const result = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }).strict(),
    z.object({ ok: z.literal(false), error: ruleError }).strict(),
  ]);

const seated = z.object({ seat, token }).strict();

/** What each command answers, by its op. */
export const answers = {
  act: result(z.object({ version, duplicate: z.boolean() }).strict()),
  sit: result(seated),
  'move-seat': result(seated),
  'give-seat': result(seated),
  rematch: result(z.null()),
  back: result(z.null()),
} satisfies Record<Op, z.ZodType>;
export type AnswerOf<K extends Op> = z.infer<(typeof answers)[K]>;

/** The answer to a command that reached a process which does not own the match. */
export const NOT_OWNER = { notOwner: true } as const;

/**
 * What goes on a process's channel. A request carries the version of the sender's copy; its
 * answer comes back with the durable steps after that version, up to the answer's, so that the
 * sender's copy has what the answer names the moment it is given.
 */
export const processMessage = z.discriminatedUnion('t', [
  z
    .object({ t: z.literal('req'), id: z.number().int(), from, at: version, body: forwarded })
    .strict(),
  z
    .object({
      t: z.literal('res'),
      id: z.number().int(),
      result: z.unknown(),
      steps: z.array(publishedStep),
      drafts: z.array(z.array(z.unknown())).optional(),
    })
    .strict(),
]);
export type ProcessMessage = z.infer<typeof processMessage>;
