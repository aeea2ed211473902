import type { ApiErrorCode, FieldErrorCode } from '../protocol/error-codes';
import type { Gender } from '../protocol/teaching-profile';

// The `common` namespace's texts for API error codes, refused fields and field names. Typed by
// the catalogue, so a new code does not compile until it has an English and an Arabic text.
// Counted texts carry every plural form the language has (Arabic has six).

export type Counted = Record<'zero' | 'one' | 'two' | 'few' | 'many' | 'other', string>;

/** Refusals about a Sheikh, which Arabic words by the Sheikh's gender (context `male`/`female`). */
type AboutSheikh =
  | 'calls.invalid_target'
  | 'calls.offline'
  | 'calls.busy'
  | 'calls.in_meeting'
  | 'calls.blocked'
  | 'family.sheikh_not_allowed';

export interface ErrorTexts {
  apiErrors: Record<ApiErrorCode, string> & Partial<Record<`${AboutSheikh}_${Gender}`, string>>;
  fieldErrors: Record<Exclude<FieldErrorCode, 'too_short' | 'too_long'>, string>;
  tooShort: Counted;
  tooLong: Counted;
  fields: Record<string, string>;
}

/** `tooShort_one`, `tooShort_other`...: the flat plural keys. */
const flat = (name: string, forms: Counted) =>
  Object.fromEntries(Object.entries(forms).map(([form, text]) => [`${name}_${form}`, text]));

/** The texts as the `common` namespace holds them: plural forms as flat keys. */
export const errorResources = ({
  apiErrors,
  fieldErrors,
  tooShort,
  tooLong,
  fields,
}: ErrorTexts) => ({
  apiErrors,
  fieldErrors: { ...fieldErrors, ...flat('tooShort', tooShort), ...flat('tooLong', tooLong) },
  fields,
});
