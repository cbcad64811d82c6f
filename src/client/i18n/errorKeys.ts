/**
 * Where the text of a rule error is looked up, most specific first. A game's own texts come
 * first because the same code means different things in different games ("occupied" by a knight
 * or by a Junqi piece); the platform's text is the shared fallback.
 */
export function errorKeys(code: string, gameId?: string): string[] {
  const platform = `error.${code}`;
  if (!gameId) return [platform];
  // Some games already namespace their codes ("twist.notYourSeat"): do not repeat the prefix.
  const own = code.startsWith(`${gameId}.`) ? code.slice(gameId.length + 1) : code;
  return [`${gameId}.error.${own}`, platform];
}
