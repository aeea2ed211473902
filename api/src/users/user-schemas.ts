import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  GENDERS,
  ROLES,
  SPECIALIZATIONS,
  TEACHING_LANGUAGES,
  type PrivateUserField,
} from '@app/shared/protocol';

const isoDate = z.string().describe('ISO-8601 date');

/** Response schema of a user (self, admins). Serialisation strips anything not listed. */
export const userSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    loginMethod: z.enum(['email', 'phone']),
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
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'User' });

// The shared protocol's private fields, as a zod mask (`satisfies` keeps the two in step).
const PRIVATE_MASK = {
  email: true,
  phone: true,
  loginMethod: true,
  verified: true,
  status: true,
  statusReason: true,
  active: true,
  updatedAt: true,
} as const satisfies Record<PrivateUserField, true>;

/** Response schema of a teacher as students see it: the user without its private fields. */
export const publicUserSchema = userSchema.omit(PRIVATE_MASK).meta({ id: 'PublicUser' });

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
  .meta({ id: 'ListedStudent' });
