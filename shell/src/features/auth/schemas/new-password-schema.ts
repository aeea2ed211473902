import { object, string } from 'yup';
import { passwordRule } from './account-rules';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export const NEW_PASSWORD_INITIAL_VALUES: NewPasswordValues = { password: '', confirmPassword: '' };

/** A new password and its confirmation (reset link). */
export const newPasswordSchema = object({
  password: passwordRule(),
  confirmPassword: string()
    .required('auth.validation.confirmRequired')
    .test('matches-password', 'auth.validation.passwordsMatch', (value, context) => {
      const { password } = context.parent as { password?: string };
      return !value || value === password;
    }),
});
