/**
 * When engine help may be shown: analysis, hints, solver answers, a bot's evaluation. One rule
 * for the web app and the server alike. While a match between people is live, nobody gets any
 * of it — not the seats (a rated result could be read off the board) and not the spectators
 * (a spectator may be a player's friend, or the player on a second device), as lichess hides
 * engine analysis from live games. Once the match is over its replay may be analysed; a game
 * against the computer only, or a solo one, is the player's own to spoil.
 */

/** What the rule reads of a match: what each seat was made for, and whether it is over. */
export interface FairPlayMatch {
  /** Each seat's kind in the seat plan: a person's seat stays one while a bot stands in. */
  readonly seats: readonly { readonly kind: 'human' | 'bot' }[];
  /** The match has ended (any outcome). */
  readonly over: boolean;
}

/** Whether the match is between people: two seats or more made for a person. */
export function betweenPeople(match: Pick<FairPlayMatch, 'seats'>): boolean {
  return match.seats.filter((s) => s.kind === 'human').length >= 2;
}

/** Whether engine help may be given for this match, to anyone watching or playing it. */
export function engineHelpAllowed(match: FairPlayMatch): boolean {
  return match.over || !betweenPeople(match);
}
