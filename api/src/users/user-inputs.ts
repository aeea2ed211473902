import { z } from 'zod';
import {
  NAME_MAX,
  REJECT_REASON_MAX,
  ROLES,
  TEXT_FIELD_MAX,
  USERS_SEARCH_MAX,
} from '@app/shared/protocol';
import { passwordSchema } from './password-schema';
import { emailSchema, phoneSchema } from '../lib/contact';
import { specializationsSchema } from './teaching-profile-schema';

// The form drops empty values before submitting; treat a stray "" the same way.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

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

export const createUserBodySchema = z
  .object(userFields)
  .refine((body) => body.email || body.phone, {
    message: 'email or phone required',
    path: ['email'],
    params: { code: 'required' },
  });

export const updateUserBodySchema = z
  .object({
    ...userFields,
    name: optional(userFields.name),
    role: userFields.role.optional(),
    password: optional(passwordSchema),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });

export const userIdParamsSchema = z.object({ id: z.uuid('Invalid user id') });

/** Why an application is rejected: told to the applicant, so it is required. */
export const rejectBodySchema = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(REJECT_REASON_MAX),
});

/** The admin list's search: a piece of a name, email or phone; empty lists everyone. */
export const usersQuerySchema = z.object({
  q: z.string().trim().max(USERS_SEARCH_MAX).optional(),
});
