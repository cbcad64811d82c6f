/**
 * Where the text of a refusal is looked up, most specific first. A game's own code names its
 * game (`knights.occupied`, see docs/architecture.md, "Bad input and floods"): its text is that
 * game's `knights.error.occupied`, whichever page shows it. A platform code (`not-your-turn`) may
 * be worded by the game being played (`guillotine.error.game-over`), else by the platform
 * (`error.not-your-turn`).
 */
export function errorKeys(code: string, gameId?: string): string[] {
  const dot = code.indexOf('.');
  if (dot > 0) return [`${code.slice(0, dot)}.error.${code.slice(dot + 1)}`];
  const platform = `error.${code}`;
  return gameId ? [`${gameId}.error.${code}`, platform] : [platform];
}
