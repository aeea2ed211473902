import {
  ApiError,
  apiErrorText,
  fieldErrorText,
  isApiErrorCode,
  type ApiErrorCode,
  type FieldError,
} from '@app/shared';

/** A refused submit as a form shows it: texts under the fields it names, the rest above them. */
export interface PlacedFailure<Field extends string> {
  onFields: Partial<Record<Field, string>>;
  /** What belongs to no field of the form; null when every refusal found its field. */
  general: string | null;
}

/**
 * Places a refused submit on the form, in the reader's language: each refused field of a
 * validation error under its field, a conflict (a taken address) under the field it is about,
 * and whatever names no field of this form in the general message. Chosen by the server's
 * codes, never by its wording. `fallback` is the text of a failure that is not the API's answer.
 */
export function placeFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  conflicts: Partial<Record<ApiErrorCode, Field>>,
  fallback: string,
): PlacedFailure<Field> {
  if (!(error instanceof ApiError)) return { onFields: {}, general: fallback };
  const isField = (name: string): name is Field => fields.some((field) => field === name);
  const onFields: Partial<Record<Field, string>> = {};
  const elsewhere: FieldError[] = [];
  for (const fieldError of error.errors) {
    if (isField(fieldError.field) && onFields[fieldError.field] === undefined) {
      onFields[fieldError.field] = fieldErrorText(fieldError);
    } else if (!isField(fieldError.field)) {
      elsewhere.push(fieldError);
    }
  }
  const conflict = isApiErrorCode(error.code) ? conflicts[error.code] : undefined;
  if (conflict) {
    onFields[conflict] = apiErrorText(error);
    return { onFields, general: null };
  }
  if (error.errors.length === 0) return { onFields, general: apiErrorText(error) };
  const general = elsewhere.length > 0 ? elsewhere.map((e) => fieldErrorText(e)).join('\n') : null;
  return { onFields, general };
}
