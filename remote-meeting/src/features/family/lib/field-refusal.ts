import {
  fieldErrorText,
  placeFailure,
  type ApiErrorCode,
  type FieldError,
  type TFunction,
} from '@app/shared';

/** A form's own checks, worded like the server's (`t` of the common namespace). */
export function checkTexts<Field extends string>(
  checks: Partial<Record<Field, FieldError>>,
  t: TFunction,
): Partial<Record<Field, string>> {
  const texts: Partial<Record<Field, string>> = {};
  for (const [field, error] of Object.entries(checks) as [Field, FieldError][]) {
    texts[field] = fieldErrorText(error, t);
  }
  return texts;
}

/** A refused submit as a form shows it: texts under fields, those fields touched, the rest. */
export interface FormRefusal<Field extends string> {
  errors: Partial<Record<Field, string>>;
  touched: Partial<Record<Field, boolean>>;
  /** The text over the form, or null when every part found its field. */
  failure: string | null;
}

/** Places a refused submit on a formik form and words it (`t` of the common namespace). */
export function formRefusal<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  t: TFunction,
  conflicts: Partial<Record<ApiErrorCode, Field>> = {},
): FormRefusal<Field> {
  const placed = placeFailure(error, fields, conflicts, undefined, t);
  const touched: Partial<Record<Field, boolean>> = {};
  for (const field of Object.keys(placed.onFields) as Field[]) touched[field] = true;
  return { errors: placed.onFields, touched, failure: placed.general };
}

/** The part of a formik form a refused submit writes to. */
export interface RefusableForm<Field extends string> {
  setErrors(errors: Partial<Record<Field, string>>): void;
  setTouched(touched: Partial<Record<Field, boolean>>, shouldValidate?: boolean): unknown;
}

/**
 * Shows a refused submit on a formik form: each text under its field (touched, so it shows),
 * and returns the text for over the form (null when every part found its field).
 */
export function showRefusal<Field extends string>(
  form: RefusableForm<Field>,
  error: unknown,
  fields: readonly Field[],
  t: TFunction,
  conflicts: Partial<Record<ApiErrorCode, Field>> = {},
): string | null {
  const refusal = formRefusal(error, fields, t, conflicts);
  form.setErrors(refusal.errors);
  form.setTouched(refusal.touched, false);
  return refusal.failure;
}
