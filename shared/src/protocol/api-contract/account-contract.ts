import { z } from 'zod';
import type { ACCOUNT_ROUTES } from '../api-routes/account-routes';
import { CONDUCT_VERSION } from '../conduct';
import { USERNAME_PATTERN } from '../family';
import { findContactDetails } from '../contact-details';
import { NAME_MAX, REGISTER_NAME_MIN, TEXT_FIELD_MAX } from '../limits';
import { REGISTRABLE_ROLES } from '../roles';
import {
  BIO_MAX,
  EXPERIENCE_MAX,
  GENDERS,
  TEACHING_LANGUAGES,
  TEACHING_LANGUAGES_MAX,
} from '../teaching-profile';
import type { LoginMethod } from '../user';
import { birthYearSchema } from './family-contract';
import { dataOf, type ContractFor } from './route-schemas';
import {
  emailSchema,
  isPhone,
  normalisePhone,
  passwordSchema,
  specializationsSchema,
  userSchema,
} from './user-schemas';

/** A text field others read: refused with the `contact_details` field code when it holds one. */
function withoutContactDetails<T extends z.ZodType<string | null | undefined>>(schema: T) {
  return schema.refine((value) => !value || !findContactDetails(value), {
    message: 'Contact details are not allowed here',
    params: { code: 'contact_details' },
  });
}

/** A login contact, normalised: lower-cased email or phone digits with an optional leading +. */
export interface Contact {
  method: LoginMethod;
  value: string;
}

/** A contact field (login, register, forgotten password): an email address or a phone number. */
const contactSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .transform((text, ctx): Contact => {
    if (text.includes('@')) {
      const email = emailSchema.safeParse(text);
      if (email.success) return { method: 'email', value: email.data };
    } else if (isPhone(text)) {
      return { method: 'phone', value: normalisePhone(text) };
    }
    ctx.addIssue({
      code: 'custom',
      message: 'Invalid email address',
      params: { code: 'invalid_email' },
    });
    return z.NEVER;
  });

const confirmPasswordSchema = z
  .string({ error: 'Confirm password is required' })
  .min(1, 'Confirm password is required');

const passwordsMatch = {
  check: (body: { password: string; confirmPassword: string }) =>
    body.password === body.confirmPassword,
  options: {
    message: 'Passwords must match',
    path: ['confirmPassword'],
    params: { code: 'mismatch' },
  },
};

/**
 * The login's contact: an email address, a phone number, or a child's username (text with no
 * `@` that is not a phone number). A child's account has neither email nor phone.
 */
const loginContactSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .transform((text, ctx): Contact => {
    const username = text.toLowerCase();
    if (!text.includes('@') && !isPhone(text) && USERNAME_PATTERN.test(username)) {
      return { method: 'username', value: username };
    }
    const contact = contactSchema.safeParse(text);
    if (contact.success) return contact.data;
    ctx.addIssue({
      code: 'custom',
      message: 'Invalid email address',
      params: { code: 'invalid_email' },
    });
    return z.NEVER;
  });

const loginBodySchema = z.object({ contact: loginContactSchema, password: passwordSchema });

// The request types are what a client sends (z.input): the server reads the contact as
// `{ method, value }`, the form sends the text the user typed.

/** `POST /auth/login` body; contact is an email or a phone number. */
export type LoginRequest = z.input<typeof loginBodySchema>;

const registerBodySchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .min(REGISTER_NAME_MIN, `Name must be at least ${REGISTER_NAME_MIN} characters`)
      .max(NAME_MAX),
    contact: contactSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    role: z.enum(REGISTRABLE_ROLES, { error: 'Role is required' }).default('student'),
    bio: withoutContactDetails(z.string().trim().max(TEXT_FIELD_MAX)).optional(),
    /** The code of conduct's version the applicant accepted: a teacher must accept the one in force. */
    acceptedConduct: z.number().int().optional(),
    /**
     * A student's birth year: it decides whether they are a minor. The form asks every student
     * for it; an account without one (made before it was asked) counts as an adult's.
     */
    birthYear: birthYearSchema.optional(),
    /** A minor's guardian, who receives the consent link (required of a minor). */
    guardianEmail: emailSchema.optional(),
  })
  .refine(passwordsMatch.check, passwordsMatch.options)
  .refine((body) => body.role !== 'teacher' || body.acceptedConduct === CONDUCT_VERSION, {
    message: 'Accept the code of conduct to apply',
    path: ['acceptedConduct'],
    params: { code: 'required' },
  });

/** `POST /auth/register` body. */
export type RegisterRequest = z.input<typeof registerBodySchema>;

const userResponseSchema = z.object({ user: userSchema });

/** `POST /auth/login` and `POST /auth/register` answer. */
export type UserResponse = z.output<typeof userResponseSchema>;

/**
 * The logout body: the browser's push endpoint, forgotten with the session. `userId` is
 * accepted for older clients; the server uses the session, not this id.
 */
const logoutFieldsSchema = z.object({
  userId: z.string().max(64).optional(),
  pushEndpoint: z.url().max(2048).optional(),
});

/** `POST /auth/logout` body: this browser's push endpoint, forgotten as the session ends. */
export type LogoutRequest = z.input<typeof logoutFieldsSchema>;

const setOfflineFieldsSchema = z.object({ userId: z.string().max(64).optional() }).strict();

/** `POST /auth/set-offline` body; the server uses the session, not this id. */
export type UserIdRequest = z.input<typeof setOfflineFieldsSchema>;

/** An optional text: trimmed, at most `max` characters, and "" or null clears it. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));

/** `PUT /auth/profile/teaching`: any subset of the teaching profile; at least one field. */
const teachingProfileBodySchema = z
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

/** The teaching profile as a teacher edits it (`PUT /auth/profile/teaching`); each field optional. */
export type TeachingProfileUpdate = z.input<typeof teachingProfileBodySchema>;

// Tokens are 43 base64url characters; anything far longer is not one.
const tokenSchema = z.string({ error: 'Token is required' }).min(1).max(128);

const resetBodySchema = z
  .object({ token: tokenSchema, password: passwordSchema, confirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch.check, passwordsMatch.options);

/** `POST /auth/reset-password` body: the mailed token and the new password, twice. */
export type ResetPasswordRequest = z.input<typeof resetBodySchema>;

const changeBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Password is required').max(256),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(passwordsMatch.check, passwordsMatch.options);

/** `PUT /auth/password` body: the current password, and the new one twice. */
export type ChangePasswordRequest = z.input<typeof changeBodySchema>;

const accepted = dataOf(z.object({ accepted: z.literal(true) }));

export const ACCOUNT_CONTRACT = {
  'auth.login': {
    body: loginBodySchema,
    response: userResponseSchema,
    errors: [400, 401, 403, 429],
  },
  'auth.register': {
    body: registerBodySchema,
    status: 201,
    response: userResponseSchema,
    errors: [400, 409, 429],
  },
  'auth.logout': {
    body: logoutFieldsSchema.nullish(),
    response: dataOf(z.object({ loggedOut: z.literal(true) })),
    errors: [400, 403],
  },
  'auth.refresh': { response: dataOf(userSchema), errors: [401, 403] },
  'auth.setOffline': {
    body: setOfflineFieldsSchema.nullish(),
    response: dataOf(z.object({ isOnline: z.boolean(), isBusy: z.boolean() })),
    errors: [400, 401, 403],
  },
  'auth.profile': { response: dataOf(userSchema), errors: [401] },
  // Optional `name` and `avatar` file as multipart, or JSON `{ name }`: the handler reads either.
  'auth.updateProfile': {
    multipart: true,
    response: dataOf(userSchema),
    errors: [400, 401, 413, 415, 429],
  },
  'auth.updateTeachingProfile': {
    body: teachingProfileBodySchema,
    response: dataOf(userSchema),
    errors: [400, 401, 403],
  },
  'auth.forgotPassword': {
    body: z.object({ contact: contactSchema }),
    status: 202,
    response: accepted,
    errors: [400, 429],
  },
  'auth.resetPassword': {
    body: resetBodySchema,
    response: dataOf(z.object({ reset: z.literal(true) })),
    errors: [400],
  },
  'auth.verifyEmail': {
    body: z.object({ token: tokenSchema }),
    response: dataOf(z.object({ verified: z.literal(true) })),
    errors: [400],
  },
  'auth.resendVerification': { status: 202, response: accepted, errors: [401, 429] },
  'auth.changePassword': {
    body: changeBodySchema,
    response: dataOf(z.object({ changed: z.literal(true) })),
    errors: [400, 401, 403, 429],
  },
} as const satisfies ContractFor<typeof ACCOUNT_ROUTES>;
