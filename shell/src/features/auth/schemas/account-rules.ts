import { PASSWORD_MIN, USERNAME_PATTERN } from '@app/shared';
import { string } from 'yup';
import { fieldErrorKey } from '../../../lib/field-error';

// The server's own test of a phone number: digits with an optional leading + and separators.
const PHONE = /^\+?[0-9][0-9 ().-]{5,24}$/;

/**
 * The contact is an email address or a phone number, the one the account was created with
 * (login and registration alike).
 */
export const contactRule = () =>
  string()
    .trim()
    .required('auth.validation.contactRequired')
    .test('email-or-phone', 'auth.validation.contactInvalid', (value) =>
      value.includes('@') ? string().email().isValidSync(value) : PHONE.test(value),
    );

/**
 * The login's contact: an email address, a phone number, or the username of a child's account
 * (its guardian made it without email or phone), read as the server reads it.
 */
export const loginContactRule = () =>
  string()
    .trim()
    .required('auth.validation.loginContactRequired')
    .test('email-phone-or-username', 'auth.validation.loginContactInvalid', (value) => {
      if (value.includes('@')) return string().email().isValidSync(value);
      return PHONE.test(value) || USERNAME_PATTERN.test(value.toLowerCase());
    });

/** A required, valid email address (asking for a reset link: mail goes to an address). */
export const emailRule = () =>
  string().trim().required('auth.validation.emailRequired').email('auth.validation.emailInvalid');

/** A required password of at least PASSWORD_MIN characters. */
export const passwordRule = () =>
  string()
    .required('auth.validation.passwordRequired')
    .min(PASSWORD_MIN, fieldErrorKey('auth.validation.passwordMin', PASSWORD_MIN));
