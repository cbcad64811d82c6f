/**
 * A rule was broken or input was refused. Errors are values, not exceptions: `play` returns one
 * instead of throwing, so a bad move can never crash a match.
 * `code` is stable and translatable (see src/client/i18n); `message` is the English text.
 */
export interface RuleError {
  readonly code: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: RuleError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(
  code: string,
  message: string,
  params?: Record<string, string | number>,
): Result<T> {
  return { ok: false, error: params ? { code, message, params } : { code, message } };
}

export function ruleError(
  code: string,
  message: string,
  params?: Record<string, string | number>,
): RuleError {
  return params ? { code, message, params } : { code, message };
}
