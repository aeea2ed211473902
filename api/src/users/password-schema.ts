import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@app/shared/protocol';

/** A new password; the English messages are the ones the product uses. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
