import {
  ApiError,
  apiErrorText,
  fieldErrorText,
  isApiErrorCode,
  type ApiErrorCode,
} from '@app/shared';

/** The form fields a server error can be placed on. */
const FIELDS = ['name', 'email', 'phone', 'role', 'password', 'active'] as const;
type Field = (typeof FIELDS)[number];

const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/** A taken contact (409) belongs on the field it is about. */
const CONFLICT_FIELDS: Partial<Record<ApiErrorCode, Field>> = {
  'users.email_taken': 'email',
  'users.phone_taken': 'phone',
};

/**
 * Places a failed save on the fields it is about, as text in the reader's language: each
 * refused field of a validation error, and a taken email or phone. Chosen by the server's codes,
 * never by its wording. Empty when the error concerns no field.
 */
export function serverFieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError)) return {};
  const placed: Partial<Record<Field, string>> = {};
  for (const fieldError of error.errors) {
    if (isField(fieldError.field)) placed[fieldError.field] = fieldErrorText(fieldError);
  }
  const conflict = isApiErrorCode(error.code) ? CONFLICT_FIELDS[error.code] : undefined;
  if (conflict) placed[conflict] = apiErrorText(error);
  return placed;
}
