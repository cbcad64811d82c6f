/**
 * Where players live: who they are (an id, the hashes of their secrets, a name), which seats they
 * took, the results of their rated matches and their ratings per game. Two implementations with
 * one contract (player-store-contract.ts): SQLite (sqlite.ts, tables `players_*` in the match
 * store's file) and PostgreSQL (postgres.ts, tables `players_*` beside the match store's).
 *
 * Nothing secret is stored: a player's secrets (the cookie) and transfer codes are kept as their
 * SHA-256 hashes only. Every method is asynchronous, whatever the store does underneath.
 */
import type { KeyedRecord, RatedResult, RecordChange } from '../../ratings/results';

/** A player as the server knows them. */
export interface Player {
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
}

/** A new player: the hash of the secret of the browser that made it, and its first name. */
export interface NewPlayer extends Player {
  readonly secretHash: string;
}

/** A seat taken by a known player. */
export interface SeatRecord {
  readonly matchId: string;
  readonly seat: number;
  /** Null once the player is forgotten (DELETE /api/me). */
  readonly playerId: string | null;
  readonly game: string;
  /** Whether the seat's match counts for ratings. */
  readonly rated: boolean;
  readonly seatedAt: number;
}

/** A solo puzzle solved (IQ Twist): which challenge, and how long it took from the start. */
export interface Solve {
  readonly playerId: string;
  readonly matchId: string;
  readonly game: string;
  /** The challenge as the game names it ("" for the empty board). */
  readonly challenge: string;
  readonly ms: number;
  readonly at: number;
}

/** A player's solves of one game. */
export interface SolveRecord {
  /** Distinct challenges solved. */
  readonly challenges: number;
  readonly solves: number;
  /** The best time of each challenge, fastest first (at most 10). */
  readonly best: readonly { readonly challenge: string; readonly ms: number }[];
}

/** A rated match as it finished: the seats' places and who left for good. */
export interface FinishedMatch {
  readonly matchId: string;
  readonly game: string;
  readonly finishedAt: number;
  /** Per seat, 1 the best, equal places shared. */
  readonly places: readonly number[];
  /** Per seat, whether it left for good. */
  readonly left: readonly boolean[];
}

/** One of a player's latest matches, with its result once it finished rated. */
export interface RecentMatch {
  readonly matchId: string;
  readonly game: string;
  readonly seat: number;
  readonly rated: boolean;
  readonly seatedAt: number;
  /** The finished rated result (every seat's place and leave), or null. */
  readonly result: {
    readonly finishedAt: number;
    readonly places: readonly number[];
    readonly left: readonly boolean[];
  } | null;
}

/** A row of a game's leaderboard. */
export interface LeaderRow extends KeyedRecord {
  readonly name: string;
}

/** `name-look-alike`: another player's name looks like it (TR39 skeleton, see skeleton.ts). */
export type RenameResult = 'ok' | 'name-taken' | 'name-look-alike' | 'no-such-player';

/**
 * A passkey (a WebAuthn credential) that signs a player in: its public key only, never anything
 * secret. `id` is the credential's id as the browser gives it (base64url).
 */
export interface Passkey {
  readonly id: string;
  readonly playerId: string;
  /** The COSE public key, as the authenticator gave it at registration. */
  readonly publicKey: Uint8Array;
  /** The authenticator's signature counter (0 for those that keep none). */
  readonly counter: number;
  /** How the browser reached the authenticator ('internal', 'usb', 'hybrid'…). */
  readonly transports: readonly string[];
  readonly createdAt: number;
  /** When it last signed in, or null. */
  readonly usedAt: number | null;
}

export interface PlayerStore {
  /**
   * Makes a player; false (and nothing made) when the name is taken, ignoring case, or looks like
   * a live player's name (`looksOf`: TR39's confusable skeleton).
   */
  createPlayer(player: NewPlayer): Promise<boolean>;
  /** The player a secret's hash proves, or null (unknown, signed out, or forgotten). */
  playerBySecret(secretHash: string): Promise<Player | null>;
  playerById(id: string): Promise<Player | null>;
  /** The player of this name, ignoring case (NFKC, lower case), or null. */
  playerByName(name: string): Promise<Player | null>;
  /** Names stored before that look alike stay; a new name may not look like any live one. */
  rename(id: string, name: string): Promise<RenameResult>;
  /** Lets another secret prove the player (a device signed in with a transfer code). */
  addSecret(playerId: string, secretHash: string, at: number): Promise<void>;
  /** This secret no longer proves anyone (signed out on that device). */
  removeSecret(secretHash: string): Promise<void>;
  /** A one-time transfer code for the player, valid until `expiresAt`; older ones stop working. */
  createTransfer(playerId: string, codeHash: string, expiresAt: number): Promise<void>;
  /** The player of an unused, unexpired code, marking it used; null for any other code. */
  claimTransfer(codeHash: string, now: number): Promise<string | null>;
  /**
   * Forgets a player: their secrets, codes, passkeys, name and ratings go; their seats name nobody (null);
   * their rated results stay, under a new id of nobody's (so ratings still recompute exactly), and
   * the account row stays marked deleted, so its id is never given again. False if unknown.
   */
  deletePlayer(id: string, at: number): Promise<boolean>;

  /** Keeps a new passkey; false (and nothing kept) when a passkey of that id is known already. */
  addPasskey(passkey: Passkey): Promise<boolean>;
  /** The passkey of that credential id, if its player exists and is not forgotten. */
  passkeyById(id: string): Promise<Passkey | null>;
  /** The player's passkeys, oldest first. */
  passkeysOf(playerId: string): Promise<Passkey[]>;
  /** Records a sign-in with the passkey: its new counter and when. */
  usePasskey(id: string, counter: number, at: number): Promise<void>;
  /** Removes one of the player's passkeys; false when the player has none of that id. */
  removePasskey(playerId: string, id: string): Promise<boolean>;
  /**
   * Keeps a passkey challenge given out (what it was for, as JSON) until `expiresAt`, in the
   * store, so that its answer may reach any process; the expired ones go now.
   */
  putChallenge(challenge: string, record: string, expiresAt: number, now: number): Promise<void>;
  /** The challenge's record, which stops working now (once); null if unknown, used or expired. */
  takeChallenge(challenge: string, now: number): Promise<string | null>;

  /**
   * Matches with a rated seat and no result recorded (at most `limit`): a rated match that
   * finished just before a crash is rated when the server starts again.
   */
  unrecordedRated(limit: number): Promise<string[]>;
  /**
   * The match counts as unrated after all: it was aborted before play began (src/core/abort.ts),
   * so no result is stored and nobody's record or finish rate changes.
   */
  unrate(matchId: string): Promise<void>;
  /** A solo puzzle solved by the player (IQ Twist): once per match. */
  recordSolve(solve: Solve): Promise<void>;
  /** What the player has solved: distinct challenges, and the best times of the latest ones. */
  solvesOf(playerId: string, game: string): Promise<SolveRecord>;
  /** Records who took a seat; a seat already recorded keeps its first player. */
  recordSeat(seat: SeatRecord): Promise<void>;
  seatsOf(matchId: string): Promise<SeatRecord[]>;
  /**
   * The player's latest seats, newest first; with `finishedOnly`, only those of matches whose
   * rated result is stored (what a public profile may show: no live or private table).
   */
  recentMatches(playerId: string, limit: number, finishedOnly?: boolean): Promise<RecentMatch[]>;

  /**
   * Applies a finished rated match in one transaction: its result is stored (next in finish
   * order) and the records of its players (the players of its rated seats, see `rateMatch`)
   * updated. Returns the changes, or null when the match's result was stored already.
   */
  recordFinished(match: FinishedMatch): Promise<RecordChange[] | null>;
  /** The player's records, one per game played rated. */
  ratingsOf(playerId: string): Promise<KeyedRecord[]>;
  /** Players of the game with a deviation at most `maxDeviation`, best rating first. */
  leaderboard(game: string, maxDeviation: number, limit: number): Promise<LeaderRow[]>;

  /** Every stored result in finish order (for `parlour ratings recompute`). */
  results(): Promise<RatedResult[]>;
  /** Every stored record, sorted by game then player. */
  allRatings(): Promise<KeyedRecord[]>;
  /** Replaces every stored record with these, in one transaction. */
  replaceRatings(rows: readonly KeyedRecord[]): Promise<void>;
  /** Whether the player exists and is not forgotten. */
  isLive(playerIds: readonly string[]): Promise<Set<string>>;

  close(): Promise<void>;
}

/** Names are unique ignoring case: NFKC, lower case (and NFKC again, lower-casing may undo it). */
export const nameKey = (name: string) => name.normalize('NFKC').toLowerCase().normalize('NFKC');

/** Where a forgotten player's results go: a fresh id that is nobody's, per forgotten player. */
export const FORGOTTEN_PREFIX = 'forgotten:';
