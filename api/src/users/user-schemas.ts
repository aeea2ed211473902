import { z } from 'zod';
import { ROLES } from '@app/shared/protocol';

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
    active: z.boolean(),
    lastLogin: isoDate.nullable(),
    avatar: z.string().nullable(),
    totalReviews: z.number(),
    averageRating: z.number(),
    isOnline: z.boolean(),
    isBusy: z.boolean(),
    inMeeting: z.boolean(),
    experience: z.string().nullable(),
    specialization: z.string().nullable(),
    bio: z.string().nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'User' });

/** Response schema of a user as other users see it. */
export const publicUserSchema = userSchema
  .pick({
    _id: true,
    name: true,
    email: true,
    role: true,
    avatar: true,
    totalReviews: true,
    averageRating: true,
    isOnline: true,
    isBusy: true,
    inMeeting: true,
    experience: true,
    specialization: true,
    bio: true,
    lastLogin: true,
    createdAt: true,
  })
  .meta({ id: 'PublicUser' });
