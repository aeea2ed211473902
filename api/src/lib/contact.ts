import { z } from 'zod';
import type { LoginMethod } from '@app/shared/protocol';

/** A login contact, normalised: lower-cased email or phone digits with an optional leading +. */
export interface Contact {
  method: LoginMethod;
  value: string;
}

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

/** A contact field (login, register): an email address or a phone number. */
export const contactSchema = z
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
