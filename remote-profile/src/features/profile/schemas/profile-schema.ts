import { NAME_MAX, NAME_MIN } from '@app/shared';
import { mixed, object, string } from 'yup';
import { avatarFileProblem } from './avatar-file-rules';

/** The profile form: the name, and a newly chosen picture (null keeps the current one). */
export interface ProfileValues {
  name: string;
  avatar: File | null;
}

/**
 * The profile rules. Messages are translation keys, so an error already shown
 * follows a language switch; the bounds they mention are in PROFILE_RULE_BOUNDS.
 */
export const profileSchema = object({
  name: string()
    .trim()
    .required('validation.nameRequired')
    .min(NAME_MIN, 'validation.nameMin')
    .max(NAME_MAX, 'validation.nameMax'),
  avatar: mixed<File>()
    .nullable()
    .defined()
    .test('avatar-file', function check(file) {
      const problem = file ? avatarFileProblem(file) : null;
      return problem ? this.createError({ message: problem }) : true;
    }),
});
