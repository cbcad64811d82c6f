import type { PlayerAction } from '../player-action';
import type { StoredEntry } from '../store/store';

/** The channel of one match: its owner publishes there, every process holding it listens. */
export const matchChannel = (id: string) => `parlour:m:${id}`;
/** The channel of one process: requests forwarded to it, and the answers to its own. */
export const processChannel = (id: string) => `parlour:p:${id}`;

/** A durable step as the owner wrote it, so that a follower applies exactly the same. */
export interface PublishedStep {
  readonly v: number;
  readonly entry: StoredEntry;
}

/** What goes on a match's channel. `from` is the process that sent it. */
export type MatchMessage =
  /** New durable steps (and the seats' drafts after them, for a game that has drafts). */
  | {
      t: 'steps';
      from: string;
      steps: PublishedStep[];
      drafts?: (readonly unknown[])[];
    }
  /** One seat's draft changed and is durable. */
  | { t: 'draft'; from: string; seat: number; moves: readonly unknown[]; clientSeq: number | null }
  /** Seats taken or moved, a rematch offered or agreed: read the match's row again. */
  | { t: 'meta'; from: string }
  /** A seat was recorded as a player's: every holder, the owner too, looks its players up. */
  | { t: 'players'; from: string }
  /** How many sockets of each seat the sender holds (the seats' presence, over processes). */
  | { t: 'presence'; from: string; seats: number[] }
  /** Everyone holding the match says its presence again (a new holder, a new owner). */
  | { t: 'presence?'; from: string }
  /** The sender owns the match now. */
  | { t: 'owner'; from: string; epoch: number }
  /** The owner let the match go (it stops): whoever holds it may take it at once. */
  | { t: 'released'; from: string };

/** A command forwarded to a match's owner. */
export type Forwarded =
  | {
      op: 'act';
      matchId: string;
      token: string;
      clientSeq: number;
      version: number | null;
      action: PlayerAction;
    }
  | { op: 'sit'; matchId: string; seat: number }
  | { op: 'move-seat'; matchId: string; token: string }
  | { op: 'give-seat'; matchId: string; seat: number }
  | { op: 'rematch'; matchId: string; token: string; accept: boolean }
  | { op: 'back'; matchId: string; seat: number };

/** What goes on a process's channel. */
export type ProcessMessage =
  | { t: 'req'; id: number; from: string; body: Forwarded }
  | { t: 'res'; id: number; result: unknown };
