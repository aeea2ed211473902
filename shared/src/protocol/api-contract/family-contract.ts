import { z } from 'zod';
import type { FAMILY_ROUTES } from '../api-routes/family-routes';
import {
  ALLOWED_SHEIKHS_MAX,
  BIRTH_YEAR_MIN,
  SHEIKH_GENDER_CHOICES,
  USERNAME_MAX,
  USERNAME_PATTERN,
} from '../family';
import { NAME_MAX, REGISTER_NAME_MIN } from '../limits';
import { historyPageSchema, historyQuerySchema } from './meetings-contract';
import { blockedSchema } from './safety-contract';
import { dataOf, noContent, type ContractFor } from './route-schemas';
import { emailSchema, passwordSchema } from './user-schemas';

const isoDate = z.string();
const person = z.object({ _id: z.uuid(), name: z.string() });

/** A birth year: from BIRTH_YEAR_MIN to this year (the server's clock). */
export const birthYearSchema = z
  .number({ error: 'Birth year is required' })
  .int()
  .min(BIRTH_YEAR_MIN)
  .refine((year) => year <= new Date().getUTCFullYear(), {
    message: 'Birth year is in the future',
    params: { code: 'too_big' },
  });

/** A child's sign-in name, lower-cased. */
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Username is required')
  .max(USERNAME_MAX)
  .regex(USERNAME_PATTERN, 'Invalid username');

const childSafetySchema = z
  .object({
    sheikhGender: z.enum(SHEIKH_GENDER_CHOICES),
    /** The only Sheikhs the child may see and call; null: any approved Sheikh. */
    allowedTeachers: z.array(person).nullable(),
    /** Whether the child may write in a lesson's chat. */
    chatAllowed: z.boolean(),
  })
  .meta({ id: 'ChildSafety' });

/** The safety settings a guardian set for a child; a child reads them but cannot change them. */
export type ChildSafety = z.output<typeof childSafetySchema>;

const guardianLinkSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  /** Shown to admins only: a guardian's children never see it. */
  email: z.string().nullable(),
  since: isoDate,
});

/** A guardian of a child, and since when. */
export type GuardianLink = z.output<typeof guardianLinkSchema>;

const standingSchema = z
  .object({
    /** Under the minor age by the birth year given. */
    minor: z.boolean(),
    /** A minor without a guardian yet: every call is refused until one consents. */
    consentNeeded: z.boolean(),
    /** Where the consent link was last sent, while consent is needed. */
    consentEmail: z.string().nullable(),
    guardians: z.array(person),
    safety: childSafetySchema,
  })
  .meta({ id: 'FamilyStanding' });

/** A student's own standing: what its guardians decided, and whether it may call yet. */
export type FamilyStanding = z.output<typeof standingSchema>;

const runningLessonSchema = z.object({
  meetingId: z.uuid(),
  roomName: z.string(),
  teacherName: z.string(),
  startedAt: isoDate,
});

const childSummarySchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    /** The sign-in name of a child its guardian made; null for a child with its own email. */
    username: z.string().nullable(),
    avatar: z.string().nullable(),
    birthYear: z.number().int().nullable(),
    minor: z.boolean(),
    safety: childSafetySchema,
    guardians: z.array(person),
    /** The lesson the child is in now, for the guardian to watch. */
    lesson: runningLessonSchema.nullable(),
  })
  .meta({ id: 'ChildSummary' });

/** A child as its guardian sees it. */
export type ChildSummary = z.output<typeof childSummarySchema>;

const childrenSchema = z.object({ children: z.array(childSummarySchema) });

const newChildSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .min(REGISTER_NAME_MIN)
      .max(NAME_MAX),
    username: usernameSchema,
    password: passwordSchema,
    birthYear: birthYearSchema,
  })
  .strict();

/** `POST /family/children`: a child account without email or phone, signed in by username. */
export type NewChild = z.input<typeof newChildSchema>;

const safetyBodySchema = z
  .object({
    sheikhGender: z.enum(SHEIKH_GENDER_CHOICES),
    allowedTeacherIds: z.array(z.uuid()).max(ALLOWED_SHEIKHS_MAX).nullable(),
    chatAllowed: z.boolean(),
  })
  .strict();

const consentRequestSchema = z
  .object({
    child: z.object({ name: z.string(), birthYear: z.number().int().nullable() }),
    /** The link's guardian places left: none when the child already has two guardians. */
    placesLeft: z.number().int(),
  })
  .meta({ id: 'ConsentRequest' });

/** What a consent or invitation link is about, shown before the guardian agrees. */
export type ConsentRequest = z.output<typeof consentRequestSchema>;

const tokenSchema = z.string().min(1).max(200);
const childParams = z.object({ id: z.uuid() });
// The Sheikh's id is not z.uuid(): one that is not a uuid is answered like any unknown Sheikh.
const childTeacherParams = z.object({ id: z.uuid(), teacherId: z.string().max(64) });
const linkParams = z.object({ id: z.uuid(), guardianId: z.uuid() });
const guardiansSchema = z.object({ guardians: z.array(guardianLinkSchema) });

export const FAMILY_CONTRACT = {
  'family.standing': { response: dataOf(standingSchema), errors: [401, 403] },
  'family.sendConsentMail': {
    body: z.object({ guardianEmail: emailSchema }).strict(),
    status: 202,
    response: dataOf(standingSchema),
    errors: [400, 401, 403, 409, 429],
  },
  'family.children': { response: dataOf(childrenSchema), errors: [401, 403] },
  'family.addChild': {
    body: newChildSchema,
    status: 201,
    response: dataOf(childSummarySchema),
    errors: [400, 401, 403, 409, 429],
  },
  'family.updateSafety': {
    params: childParams,
    body: safetyBodySchema,
    response: dataOf(childSummarySchema),
    errors: [400, 401, 403, 404],
  },
  'family.resetPassword': {
    params: childParams,
    body: z.object({ password: passwordSchema }).strict(),
    status: 204,
    response: noContent,
    errors: [400, 401, 403, 404],
  },
  'family.invite': {
    params: childParams,
    body: z.object({ email: emailSchema }).strict(),
    status: 202,
    response: noContent,
    errors: [400, 401, 403, 404, 409, 429],
  },
  'family.leave': {
    params: childParams,
    status: 204,
    response: noContent,
    errors: [400, 401, 403, 404],
  },
  'family.lessons': {
    params: childParams,
    query: historyQuerySchema,
    response: historyPageSchema,
    errors: [400, 401, 403, 404],
  },
  'family.blocks': {
    params: childParams,
    response: dataOf(blockedSchema),
    errors: [400, 401, 403, 404],
  },
  'family.block': {
    params: childTeacherParams,
    response: dataOf(blockedSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'family.unblock': {
    params: childTeacherParams,
    status: 204,
    response: noContent,
    errors: [400, 401, 403, 404],
  },
  'family.consentRequest': {
    query: z.object({ token: tokenSchema }),
    response: dataOf(consentRequestSchema),
    errors: [400],
  },
  'family.consent': {
    body: z.object({ token: tokenSchema }).strict(),
    response: dataOf(childSummarySchema),
    errors: [400, 401, 403, 409],
  },
  'guardians.list': {
    params: childParams,
    response: dataOf(guardiansSchema),
    errors: [400, 401, 403, 404],
  },
  'guardians.link': {
    params: linkParams,
    response: dataOf(guardiansSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'guardians.unlink': {
    params: linkParams,
    response: dataOf(guardiansSchema),
    errors: [400, 401, 403, 404],
  },
} as const satisfies ContractFor<typeof FAMILY_ROUTES>;
