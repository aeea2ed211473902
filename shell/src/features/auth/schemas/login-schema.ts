import { object } from 'yup';
import { loginContactRule, passwordRule } from './account-rules';

export interface LoginValues {
  contact: string;
  password: string;
}

export const LOGIN_INITIAL_VALUES: LoginValues = { contact: '', password: '' };

/** An email, phone or username and a password of at least 6 characters, both required. */
export const loginSchema = object({ contact: loginContactRule(), password: passwordRule() });
