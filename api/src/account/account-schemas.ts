import { z } from 'zod';
import {
  NAME_MAX,
  NAME_MIN,
  REGISTER_NAME_MIN,
  REGISTRABLE_ROLES,
  TEXT_FIELD_MAX,
} from '@app/shared/protocol';
import { contactSchema } from '../lib/contact';
import { withoutContactDetails } from '../safety/contact-fields';
import { passwordSchema } from '../users/password-schema';

export const loginBodySchema = z.object({
  contact: contactSchema,
  password: passwordSchema,
});

export const registerBodySchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .min(REGISTER_NAME_MIN, `Name must be at least ${REGISTER_NAME_MIN} characters`)
      .max(NAME_MAX),
    contact: contactSchema,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: 'Confirm password is required' })
      .min(1, 'Confirm password is required'),
    role: z.enum(REGISTRABLE_ROLES, { error: 'Role is required' }).default('student'),
    bio: withoutContactDetails(z.string().trim().max(TEXT_FIELD_MAX)).optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
    params: { code: 'mismatch' },
  });

/**
 * The logout body: the browser's push endpoint, forgotten with the session. `userId` is
 * accepted for older clients; the server uses the session, not this id.
 */
export const logoutBodySchema = z
  .object({
    userId: z.string().max(64).optional(),
    pushEndpoint: z.url().max(2048).optional(),
  })
  .nullish();

export const profileFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .min(NAME_MIN, `Name must be at least ${NAME_MIN} characters`)
    .max(NAME_MAX)
    .optional(),
});
