import { REGISTER_NAME_MIN, REGISTRABLE_ROLES, TEXT_FIELD_MAX } from '@app/shared';
import { boolean, mixed, object, string } from 'yup';
import type { RegistrableRole } from '../../../lib/auth-return';
import { fieldErrorKey } from '../../../lib/field-error';
import { contactRule, passwordRule } from './account-rules';
import { birthYearOf, needsGuardian, type MinorRule } from './minor-rule';

export type { RegistrableRole };

export interface RegisterValues {
  name: string;
  contact: string;
  password: string;
  confirmPassword: string;
  role: RegistrableRole;
  bio: string;
  /** A teacher accepts the code of conduct in force to apply. */
  acceptedConduct: boolean;
  /** A student's birth year as chosen; empty until chosen. */
  birthYear: string;
  /** A minor's parent or guardian, who is mailed the link to agree. */
  guardianEmail: string;
}

/** The form's fields, where a refusal from the server can be shown. */
export const REGISTER_FIELDS = [
  'name',
  'contact',
  'password',
  'confirmPassword',
  'role',
  'bio',
  'acceptedConduct',
  'birthYear',
  'guardianEmail',
] as const satisfies ReadonlyArray<keyof RegisterValues>;

/** Role defaults to student, unless the page that opened the form asked for another. */
export function registerInitialValues(role: RegistrableRole = 'student'): RegisterValues {
  return {
    name: '',
    contact: '',
    password: '',
    confirmPassword: '',
    role,
    bio: '',
    acceptedConduct: false,
    birthYear: '',
    guardianEmail: '',
  };
}

/**
 * The registration rules, as the server checks them: a student gives a birth year, and a
 * student that year makes a minor (by `rule`) gives a parent's or guardian's email.
 */
export function registerSchemaFor(rule: MinorRule) {
  return object({
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
        then: (rules) => rules.oneOf([true], 'auth.validation.conductRequired'),
      }),
    birthYear: string()
      .trim()
      .when('role', {
        is: 'student',
        then: (rules) =>
          rules
            .required('auth.validation.birthYearRequired')
            .test(
              'birth-year',
              'auth.validation.birthYearInvalid',
              (value) => birthYearOf(value, rule.today) !== null,
            ),
      }),
    guardianEmail: string()
      .trim()
      .when(['role', 'birthYear'], ([role, birthYear]: unknown[], rules) =>
        typeof role === 'string' &&
        typeof birthYear === 'string' &&
        needsGuardian({ role, birthYear }, rule)
          ? rules
              .required('auth.validation.guardianEmailRequired')
              .email('auth.validation.emailInvalid')
          : rules,
      ),
  });
}
