import { PASSWORD_MIN } from '@app/shared';
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

/** A required, valid email address (asking for a reset link: mail goes to an address). */
export const emailRule = () =>
  string().trim().required('auth.validation.emailRequired').email('auth.validation.emailInvalid');

/** A required password of at least PASSWORD_MIN characters. */
export const passwordRule = () =>
  string()
    .required('auth.validation.passwordRequired')
    .min(PASSWORD_MIN, fieldErrorKey('auth.validation.passwordMin', PASSWORD_MIN));
