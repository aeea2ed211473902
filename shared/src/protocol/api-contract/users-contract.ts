import { z } from 'zod';
import { VIDEO_PROVIDERS } from '../api';
import type { USERS_ROUTES } from '../api-routes/users-routes';
import { NAME_MAX, REJECT_REASON_MAX, TEXT_FIELD_MAX, USERS_SEARCH_MAX } from '../limits';
import { ROLES } from '../roles';
import { GENDERS, SPECIALIZATIONS, TEACHING_LANGUAGES } from '../teaching-profile';
import { dataOf, noContent, type ContractFor } from './route-schemas';
import {
  emailSchema,
  listedStudentSchema,
  passwordSchema,
  phoneSchema,
  publicUserSchema,
  specializationsSchema,
  userSchema,
} from './user-schemas';

// The form drops empty values before submitting; treat a stray "" the same way. The argument's
// type is what a client may send: the text, or nothing.
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.preprocess(
    (value: string | undefined) => (value === '' ? undefined : value),
    schema.optional(),
  );

const userFields = {
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(NAME_MAX),
  email: optional(emailSchema),
  phone: optional(phoneSchema),
  role: z.enum(ROLES, { error: 'Role is required' }),
  password: passwordSchema,
  active: z.boolean().optional(),
  experience: optional(z.string().trim().max(TEXT_FIELD_MAX)),
  specializations: specializationsSchema.optional(),
};

const createUserBodySchema = z.object(userFields).refine((body) => body.email || body.phone, {
  message: 'email or phone required',
  path: ['email'],
  params: { code: 'required' },
});

/** `POST /users` body (empty values omitted). */
export type CreateUserRequest = z.output<typeof createUserBodySchema>;

const updateUserBodySchema = z
  .object({
    ...userFields,
    name: optional(userFields.name),
    role: userFields.role.optional(),
    password: optional(passwordSchema),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });

/** `PUT /users/{id}` body: any subset of the create fields. */
export type UpdateUserRequest = z.output<typeof updateUserBodySchema>;

const userIdParams = z.object({ id: z.uuid('Invalid user id') });

/** Why an application is rejected: told to the applicant, so it is required. */
const rejectBodySchema = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(REJECT_REASON_MAX),
});

/** The admin list's search: a piece of a name, email or phone; empty lists everyone. */
const usersQuerySchema = z.object({
  q: z.string().trim().max(USERS_SEARCH_MAX).optional(),
});

const teacherReviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  /** When the rating was given (ISO). */
  ratedAt: z.string(),
});

/** One rated lesson on a teacher's public page: never the student's name or id. */
export type TeacherReview = z.output<typeof teacherReviewSchema>;

const teacherPageSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    avatar: z.string().nullable(),
    bio: z.string().nullable(),
    experience: z.string().nullable(),
    specializations: z.array(z.enum(SPECIALIZATIONS)),
    languages: z.array(z.enum(TEACHING_LANGUAGES)),
    gender: z.enum(GENDERS).nullable(),
    averageRating: z.number(),
    totalReviews: z.number().int(),
    lessonsTaught: z.number().int(),
    /** The latest rated lessons with a comment, newest first (at most TEACHER_PAGE_COMMENTS). */
    reviews: z.array(teacherReviewSchema),
  })
  .meta({ id: 'TeacherPage' });

/** `GET /teachers/{id}`: a teacher's public page, readable without a session. */
export type TeacherPage = z.output<typeof teacherPageSchema>;

// Not z.uuid(): an id that is not a uuid is answered like any other unknown teacher.
const teacherParams = z.object({ id: z.string().max(64) });

/**
 * A figure is null while it is too small to show: a new school's "2 teachers" or an average of
 * three ratings says nothing.
 */
const publicStatsSchema = z.object({
  /** Teachers whose accounts are active. */
  activeTeachers: z.number().int().nullable(),
  /** Lessons that ended with the teacher in them. */
  lessonsTaught: z.number().int().nullable(),
  /** The average of every rating, 1 to 5, to one decimal. */
  averageRating: z.number().nullable(),
});

/** The platform's public figures (the landing page's band). */
export type PublicStats = z.output<typeof publicStatsSchema>;

const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** One STUN/TURN server, as RTCIceServer. */
export type IceServer = z.output<typeof iceServerSchema>;

const appConfigSchema = z.object({
  app_version: z.string(),
  video: z.object({
    provider: z.enum(VIDEO_PROVIDERS),
    domain: z.string().nullable(),
    iceServers: z.array(iceServerSchema),
  }),
  /** A student younger than this (by the birth year given) is a minor. */
  minorAge: z.number().int(),
});

/** `GET /config` data (replaces the third-party remote config). */
export type AppConfig = z.output<typeof appConfigSchema>;

export const USERS_CONTRACT = {
  'users.list': {
    query: usersQuerySchema,
    response: dataOf(z.array(userSchema)),
    errors: [400, 401, 403],
  },
  'users.teachers': {
    response: dataOf(z.array(z.union([userSchema, publicUserSchema]))),
    errors: [401, 403],
  },
  'users.students': {
    response: dataOf(z.array(z.union([userSchema, listedStudentSchema]))),
    errors: [401, 403],
  },
  'users.create': {
    body: createUserBodySchema,
    status: 201,
    response: dataOf(userSchema),
    errors: [400, 401, 403, 409],
  },
  'users.update': {
    params: userIdParams,
    body: updateUserBodySchema,
    response: dataOf(userSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'users.toggleActive': {
    params: userIdParams,
    response: dataOf(userSchema),
    errors: [400, 401, 403, 404],
  },
  'users.approve': {
    params: userIdParams,
    response: dataOf(userSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'users.reject': {
    params: userIdParams,
    body: rejectBodySchema,
    response: dataOf(userSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'users.delete': {
    params: userIdParams,
    status: 204,
    response: noContent,
    errors: [400, 401, 403, 404],
  },
  'teachers.page': {
    params: teacherParams,
    response: dataOf(teacherPageSchema),
    errors: [400, 404, 429],
  },
  'stats.public': { response: dataOf(publicStatsSchema), errors: [] },
  'system.config': { response: dataOf(appConfigSchema), errors: [] },
} as const satisfies ContractFor<typeof USERS_ROUTES>;
