import { REGISTER_NAME_MIN, REGISTRABLE_ROLES, TEXT_FIELD_MAX } from '@app/shared';
import { boolean, mixed, object, string } from 'yup';
import { fieldErrorKey } from '../../../lib/field-error';
import { contactRule, passwordRule } from './account-rules';

export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

export interface RegisterValues {
  name: string;
  contact: string;
  password: string;
  confirmPassword: string;
  role: RegistrableRole;
  bio: string;
  /** A teacher accepts the code of conduct in force to apply. */
  acceptedConduct: boolean;
}

/** Role defaults to student. */
export const REGISTER_INITIAL_VALUES: RegisterValues = {
  name: '',
  contact: '',
  password: '',
  confirmPassword: '',
  role: 'student',
  bio: '',
  acceptedConduct: false,
};

/** The registration rules; only students and teachers may register. */
export const registerSchema = object({
  name: string()
    .trim()
    .required('auth.validation.nameRequired')
    .min(REGISTER_NAME_MIN, fieldErrorKey('auth.validation.nameMin', REGISTER_NAME_MIN)),
  contact: contactRule(),
  password: passwordRule(),
  confirmPassword: string()
    .required('auth.validation.confirmRequired')
    // Checked only once something is typed, so an empty field says "required", not "must match".
    .test('matches-password', 'auth.validation.passwordsMatch', (value, context) => {
      const { password } = context.parent as { password?: string };
      return !value || value === password;
    }),
  role: mixed<RegistrableRole>()
    .oneOf([...REGISTRABLE_ROLES], 'auth.validation.roleRequired')
    .required('auth.validation.roleRequired'),
  bio: string().trim().max(TEXT_FIELD_MAX),
  acceptedConduct: boolean()
    .required()
    .when('role', {
      is: 'teacher',
      then: (rule) => rule.oneOf([true], 'auth.validation.conductRequired'),
    }),
});
