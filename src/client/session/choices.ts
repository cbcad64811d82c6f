/**
 * The choices a player made last on a game's new-game form (opponent, level, options), kept in
 * this browser so that the form opens as they left it. What comes back from storage is checked
 * by the form: anything it does not recognise falls back to the defaults.
 */
const key = (game: string) => `parlour:new-game:${game}`;

export function rememberedChoices<T extends object>(
  game: string,
  defaults: T,
  valid: (saved: Partial<T>) => Partial<T>,
): T {
  try {
    const raw = localStorage.getItem(key(game));
    const saved: unknown = raw ? JSON.parse(raw) : null;
    if (saved && typeof saved === 'object') return { ...defaults, ...valid(saved as Partial<T>) };
  } catch {
    // Unreadable or blocked storage: the defaults.
  }
  return defaults;
}

export function rememberChoices(game: string, choices: object): void {
  try {
    localStorage.setItem(key(game), JSON.stringify(choices));
  } catch {
    // Not remembered, but the game starts all the same.
  }
}
