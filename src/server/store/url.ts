/**
 * What a `--store` value says, without opening anything: kept apart from the stores themselves,
 * so that a command which only reads its options does not load the database drivers.
 */

/** Whether a `--store` value names a PostgreSQL database. */
export const isPostgresUrl = (url: string) => /^postgres(?:ql)?:\/\//i.test(url);

/** A store's URL without its password, to print. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}
