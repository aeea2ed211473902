import type { TFunction } from '../i18n/translate';
import { i18n } from '../i18n/i18n';
import { isApiErrorCode, type FieldError } from '../protocol/error-codes';
import { ApiError } from './api-error';

const commonT = (): TFunction => i18n.getFixedT(null, 'common');

/** One refused field in the reader's language: "Name must be at most 100 characters". */
export function fieldErrorText(error: FieldError, t: TFunction = commonT()): string {
  const leaf = error.field.split('.').at(-1) || 'value';
  const field = t(`fields.${leaf}`, { defaultValue: t('fields.value') });
  const { min, max } = error.params;
  if (error.code === 'too_long') return t('fieldErrors.tooLong', { field, count: max ?? 0 });
  if (error.code === 'too_short') return t('fieldErrors.tooShort', { field, count: min ?? 0 });
  return t(`fieldErrors.${error.code}`, { field, min, max });
}

/**
 * The text of a failed call in the reader's language, chosen by the server's code: the refused
 * fields of a validation error, the code's own text, or the generic text for an unknown code or
 * anything that is not an API error. Never the server's English sentence.
 */
export function apiErrorText(error: unknown, t: TFunction = commonT()): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.errors.length > 0) return error.errors.map((e) => fieldErrorText(e, t)).join('\n');
  if (isApiErrorCode(error.code)) return t(`apiErrors.${error.code}`);
  return t('errors.generic');
}
