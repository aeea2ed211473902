import type { TFunction } from '../i18n/translate';
import { isApiErrorCode, type ApiErrorCode, type FieldError } from '../protocol/error-codes';
import { ApiError } from './api-error';
import { apiErrorText, fieldErrorText } from './error-translation';

/** A refused submit as a form shows it: texts under the fields it names, the rest above them. */
export interface PlacedFailure<Field extends string> {
  onFields: Partial<Record<Field, string>>;
  /** What belongs to no field of the form; null when every refusal found its field. */
  general: string | null;
}

/** The server names a refused field by its path in the body; the forms send flat bodies. */
const leafOf = (error: FieldError) => error.field.split('.').at(-1) ?? error.field;

/**
 * Places a refused submit on a form, in the reader's language: each refused field of a
 * validation error under its field, a conflict (a taken address or username) under the field
 * it is about, and whatever names no field of this form in the general message. Chosen by the
 * server's codes, never by its wording. `fallback` is the text of a failure that is not the
 * API's answer (the network); `t` the common namespace's, when the caller holds one.
 */
export function placeFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  conflicts: Partial<Record<ApiErrorCode, Field>> = {},
  fallback?: string,
  t?: TFunction,
): PlacedFailure<Field> {
  if (!(error instanceof ApiError))
    return { onFields: {}, general: fallback ?? apiErrorText(error, t) };
  const isField = (name: string): name is Field => fields.some((field) => field === name);
  const onFields: Partial<Record<Field, string>> = {};
  const elsewhere: FieldError[] = [];
  for (const fieldError of error.errors) {
    const leaf = leafOf(fieldError);
    if (!isField(leaf)) elsewhere.push(fieldError);
    else onFields[leaf] ??= fieldErrorText(fieldError, t);
  }
  const conflict = isApiErrorCode(error.code) ? conflicts[error.code] : undefined;
  if (conflict) {
    onFields[conflict] = apiErrorText(error, t);
    return { onFields, general: null };
  }
  if (error.errors.length === 0) return { onFields, general: apiErrorText(error, t) };
  const general =
    elsewhere.length > 0 ? elsewhere.map((e) => fieldErrorText(e, t)).join('\n') : null;
  return { onFields, general };
}
