import type { FieldError } from '@app/shared';

// Loose on purpose: the server decides; this only catches what is plainly not an address.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What an email field refuses before sending. */
export function emailProblem(field: string, text: string): FieldError | null {
  const email = text.trim();
  if (!email) return { field, code: 'required', params: {} };
  return LOOKS_LIKE_EMAIL.test(email) ? null : { field, code: 'invalid_email', params: {} };
}
