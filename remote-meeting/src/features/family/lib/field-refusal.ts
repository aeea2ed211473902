import {
  ApiError,
  apiErrorText,
  fieldErrorText,
  isApiErrorCode,
  type ApiErrorCode,
  type FieldError,
  type TFunction,
} from '@app/shared';

/** What goes under one field: a field the check refused, or a refusal about that field. */
export type FieldProblem = { error: FieldError } | { code: ApiErrorCode };

/** A failed submit, placed: under the fields it is about, or over the whole form. */
export interface PlacedRefusal<Field extends string> {
  fields: Partial<Record<Field, FieldProblem>>;
  /** The failure that belongs to no field (null when every part found its field). */
  form: unknown;
}

/** The server names a refused field by its path in the body; the forms send flat bodies. */
const leafOf = (error: FieldError) => error.field.split('.').at(-1) ?? error.field;

/**
 * Places a refusal on a form's fields, by the server's codes only: each refused field the form
 * has, and a conflict about one field (a taken username, 409). Anything else, or a field the
 * form does not show, is the form's.
 */
export function placeRefusal<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  conflicts: Partial<Record<ApiErrorCode, Field>> = {},
): PlacedRefusal<Field> {
  if (!(error instanceof ApiError)) return { fields: {}, form: error };
  const isField = (name: string): name is Field => (fields as readonly string[]).includes(name);
  const placed: Partial<Record<Field, FieldProblem>> = {};
  const code = isApiErrorCode(error.code) ? error.code : null;
  const conflict = code === null ? undefined : conflicts[code];
  if (code !== null && conflict !== undefined) {
    placed[conflict] = { code };
    return { fields: placed, form: null };
  }
  let unplaced = error.errors.length === 0;
  for (const fieldError of error.errors) {
    const leaf = leafOf(fieldError);
    if (isField(leaf)) placed[leaf] = { error: fieldError };
    else unplaced = true;
  }
  return { fields: placed, form: unplaced ? error : null };
}

/** The text under a field, in the reader's language (`t` of the common namespace). */
function problemText(problem: FieldProblem, t: TFunction): string {
  return 'error' in problem ? fieldErrorText(problem.error, t) : t(`apiErrors.${problem.code}`);
}

/** Each field's text, for a form's errors. */
function fieldTexts<Field extends string>(
  problems: Partial<Record<Field, FieldProblem>>,
  t: TFunction,
): Partial<Record<Field, string>> {
  const texts: Partial<Record<Field, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [Field, FieldProblem][]) {
    texts[field] = problemText(problem, t);
  }
  return texts;
}

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

/** Places a refused submit on a form and words it (`t` of the common namespace). */
export function formRefusal<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  t: TFunction,
  conflicts: Partial<Record<ApiErrorCode, Field>> = {},
): FormRefusal<Field> {
  const placed = placeRefusal(error, fields, conflicts);
  const errors = fieldTexts(placed.fields, t);
  const touched: Partial<Record<Field, boolean>> = {};
  for (const field of Object.keys(errors) as Field[]) touched[field] = true;
  return { errors, touched, failure: placed.form === null ? null : apiErrorText(placed.form, t) };
}
