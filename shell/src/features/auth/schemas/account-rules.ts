import { PASSWORD_MIN } from '@app/shared';
import { string } from 'yup';
import { fieldErrorKey } from '../../../lib/field-error';

/** The contact is a required, valid email (login and registration alike). */
export const emailContactRule = () =>
  string().trim().required('auth.validation.emailRequired').email('auth.validation.emailInvalid');

/** A required password of at least PASSWORD_MIN characters. */
export const passwordRule = () =>
  string()
    .required('auth.validation.passwordRequired')
    .min(PASSWORD_MIN, fieldErrorKey('auth.validation.passwordMin', PASSWORD_MIN));
