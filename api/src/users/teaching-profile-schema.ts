import { z } from 'zod';
import {
  BIO_MAX,
  EXPERIENCE_MAX,
  GENDERS,
  SPECIALIZATIONS,
  TEACHING_LANGUAGES,
  TEACHING_LANGUAGES_MAX,
} from '@app/shared/protocol';
import { withoutContactDetails } from '../safety/contact-fields';

/** An optional text: trimmed, at most `max` characters, and "" or null clears it. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));

/** A list of distinct values from a closed set, at most `max` of them, in the set's order. */
const distinctOf = <T extends string>(values: readonly [T, ...T[]], max: number) =>
  z
    .array(z.enum(values))
    .max(max)
    .transform((picked) => values.filter((value) => picked.includes(value)));

export const specializationsSchema = distinctOf(SPECIALIZATIONS, SPECIALIZATIONS.length);

/** `PUT /auth/profile/teaching`: any subset of the teaching profile; at least one field. */
export const teachingProfileBodySchema = z
  .strictObject({
    bio: withoutContactDetails(clearableText(BIO_MAX)).optional(),
    experience: withoutContactDetails(clearableText(EXPERIENCE_MAX)).optional(),
    specializations: specializationsSchema.optional(),
    // Duplicates are refused by length only after they are merged: count what is kept.
    languages: z
      .array(z.enum(TEACHING_LANGUAGES))
      .max(TEACHING_LANGUAGES.length)
      .transform((picked) => TEACHING_LANGUAGES.filter((code) => picked.includes(code)))
      .pipe(z.array(z.enum(TEACHING_LANGUAGES)).max(TEACHING_LANGUAGES_MAX))
      .optional(),
    gender: z.enum(GENDERS).nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
