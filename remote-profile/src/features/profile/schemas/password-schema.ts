import { PASSWORD_MIN } from '@app/shared';
import { object, string } from 'yup';

export interface PasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export const PASSWORD_INITIAL_VALUES: PasswordValues = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
};

/** The current password, and a new one of at least PASSWORD_MIN characters, typed twice. */
export const passwordSchema = object({
  currentPassword: string().required('password.validation.currentRequired'),
  password: string()
    .required('password.validation.newRequired')
    .min(PASSWORD_MIN, 'password.validation.newMin'),
  confirmPassword: string()
    .required('password.validation.confirmRequired')
    .test('matches-password', 'password.validation.mismatch', (value, context) => {
      const { password } = context.parent as { password?: string };
      return !value || value === password;
    }),
});
