import type { Gender } from '../protocol/teaching-profile';
import { FEMALE_CONTEXT, MALE_CONTEXT, type GenderContext } from './plural-forms';

/**
 * The `context` for a sentence that agrees with a person (a verb, an adjective, «الشيخ» /
 * «المعلّمة»): `female` or `male` from the person's profile, nothing when it does not say. The
 * text without a context is the neutral one, worded so that it needs no gender, so a person who
 * did not give one is never called by the other's forms.
 */
export function genderContext(
  person: { gender?: Gender | null } | null | undefined,
): GenderContext | undefined {
  if (person?.gender === 'female') return FEMALE_CONTEXT;
  if (person?.gender === 'male') return MALE_CONTEXT;
  return undefined;
}
