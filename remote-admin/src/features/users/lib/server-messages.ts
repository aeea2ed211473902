import { ApiError, AUTH_MESSAGES, PASSWORD_MIN } from '@app/shared';

// The API answers in English; messages it is known to send get the product's own translated
// text, anything else is shown as the server wrote it.
const KNOWN_MESSAGES: Record<string, string> = {
  [AUTH_MESSAGES.cannotDeactivateSelf]: 'users.refusals.cannotDeactivateSelf',
  [AUTH_MESSAGES.cannotDeleteSelf]: 'users.refusals.cannotDeleteSelf',
  [AUTH_MESSAGES.cannotDeleteSuperadmin]: 'users.refusals.cannotDeleteSuperadmin',
  [AUTH_MESSAGES.forbidden]: 'users.refusals.forbidden',
  'Name is required': 'userForm.validation.nameRequired',
  'Invalid email address': 'userForm.validation.emailInvalid',
  'Invalid phone number': 'userForm.validation.phoneInvalid',
  'email or phone required': 'userForm.validation.contactRequired',
  'Role is required': 'userForm.validation.roleRequired',
  'Password is required': 'userForm.validation.passwordRequired',
  [`Password must be at least ${PASSWORD_MIN} characters`]: 'userForm.validation.passwordMin',
  'An account with this email already exists': 'userForm.validation.emailTaken',
  'An account with this phone number already exists': 'userForm.validation.phoneTaken',
};

/** A translation key for a known server message, else the message itself. */
export function messageKey(message: string): string {
  return KNOWN_MESSAGES[message] ?? message;
}

/** The form fields a server error can be placed on. */
const FIELDS = ['name', 'email', 'phone', 'role', 'password', 'active'] as const;
type Field = (typeof FIELDS)[number];

const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/**
 * Places a failed save on the fields it is about: validation entries ("email: Invalid email
 * address") and duplicate contacts (409). Empty when the error concerns no field.
 */
export function serverFieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError)) return {};
  const placed: Partial<Record<Field, string>> = {};
  for (const entry of error.zodMessage ?? []) {
    const match = /^([a-zA-Z]+): (.+)$/.exec(entry);
    if (match?.[1] && match[2] && isField(match[1])) placed[match[1]] = messageKey(match[2]);
  }
  if (error.status === 409) {
    if (/email/i.test(error.message)) placed.email = messageKey(error.message);
    else if (/phone/i.test(error.message)) placed.phone = messageKey(error.message);
  }
  return placed;
}
