import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../limits';
import { ROLES } from '../roles';
import type { ListedStudent } from '../socket-payloads';
import { GENDERS, SPECIALIZATIONS, TEACHING_LANGUAGES } from '../teaching-profile';
import {
  ACCOUNT_STATUSES,
  LOGIN_METHODS,
  type PrivateUserField,
  type PublicUser,
  type User,
} from '../user';

const isoDate = z.string().describe('ISO-8601 date');

/** Response schema of a user (self, admins). Serialisation strips anything not listed. */
export const userSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    username: z.string().nullable(),
    birthYear: z.number().int().nullable(),
    role: z.enum(ROLES),
    loginMethod: z.enum(LOGIN_METHODS),
    verified: z.boolean(),
    status: z.enum(ACCOUNT_STATUSES),
    statusReason: z.string().nullable(),
    active: z.boolean(),
    lastLogin: isoDate.nullable(),
    avatar: z.string().nullable(),
    totalReviews: z.number(),
    averageRating: z.number(),
    isOnline: z.boolean(),
    isBusy: z.boolean(),
    inMeeting: z.boolean(),
    experience: z.string().nullable(),
    specializations: z.array(z.enum(SPECIALIZATIONS)),
    languages: z.array(z.enum(TEACHING_LANGUAGES)),
    gender: z.enum(GENDERS).nullable(),
    bio: z.string().nullable(),
    lessonsTaught: z.number(),
    conduct: z.object({ version: z.number().int(), acceptedAt: isoDate }).nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'User' }) satisfies z.ZodType<User>;

// The shared protocol's private fields, as a zod mask (`satisfies` keeps the two in step).
const PRIVATE_MASK = {
  email: true,
  phone: true,
  username: true,
  birthYear: true,
  loginMethod: true,
  verified: true,
  status: true,
  statusReason: true,
  active: true,
  conduct: true,
  updatedAt: true,
} as const satisfies Record<PrivateUserField, true>;

/** Response schema of a teacher as students see it: the user without its private fields. */
export const publicUserSchema = userSchema
  .omit(PRIVATE_MASK)
  .meta({ id: 'PublicUser' }) satisfies z.ZodType<PublicUser>;

/** Response schema of a student as a teacher who taught it sees it: a name card and presence. */
export const listedStudentSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    avatar: z.string().nullable(),
    role: z.literal('student'),
    isOnline: z.boolean(),
    isBusy: z.boolean(),
    inMeeting: z.boolean(),
    status: z.enum(['online', 'busy', 'offline']),
  })
  .meta({ id: 'ListedStudent' }) satisfies z.ZodType<ListedStudent>;

// An account's fields as a form sends them: shared by the routes that create or change one.

const PHONE = /^\+?[0-9][0-9 ().-]{5,24}$/;

/** Normalises a phone number to digits with an optional leading +, so lookups match. */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** True when the text looks like a phone number we accept. */
export function isPhone(text: string): boolean {
  return PHONE.test(text.trim());
}

/** Email addresses are compared case-insensitively. */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('Invalid email address'))
  .transform((email) => email.toLowerCase());

export const phoneSchema = z
  .string()
  .trim()
  .refine(isPhone, { message: 'Invalid phone number', params: { code: 'invalid_phone' } })
  .transform(normalisePhone);

/** A new password; the English messages are the ones the product uses. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** What a teacher teaches: distinct values of the closed set, kept in the set's order. */
export const specializationsSchema = z
  .array(z.enum(SPECIALIZATIONS))
  .max(SPECIALIZATIONS.length)
  .transform((picked) => SPECIALIZATIONS.filter((value) => picked.includes(value)));
