import { object } from 'yup';
import { emailContactRule, passwordRule } from './account-rules';

export interface LoginValues {
  contact: string;
  password: string;
}

export const LOGIN_INITIAL_VALUES: LoginValues = { contact: '', password: '' };

/** A valid email and a password of at least 6 characters, both required. */
export const loginSchema = object({ contact: emailContactRule(), password: passwordRule() });
