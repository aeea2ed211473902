import type { TFunction } from '@app/shared/core';

/**
 * Form errors are translation keys, optionally with a bound: `auth.validation.passwordMin|6`.
 * Keeping them as keys lets a form switch language without revalidating.
 */
export function fieldErrorKey(key: string, count?: number): string {
  return count === undefined ? key : `${key}|${count}`;
}

/** The translated text of a form error written by fieldErrorKey (or a server message). */
export function translateFieldError(t: TFunction, error: string | undefined): string | undefined {
  if (!error) return undefined;
  const [key = error, count] = error.split('|');
  return t(key, { count: count === undefined ? undefined : Number(count), defaultValue: key });
}
