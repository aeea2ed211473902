import type { TeachingProfileUpdate, User } from '@app/shared';
import type { ProfileValues } from './profile-schema';
import {
  teachingProfileUpdate,
  teachingValuesOf,
  type TeachingProfileValues,
} from './teaching-profile-values';

/** The whole profile page as one form: name and picture, and a teacher's teaching profile. */
export interface ProfileFormValues extends ProfileValues {
  /** Null for anyone but a teacher. */
  teaching: TeachingProfileValues | null;
}

/** The form's start: the saved user, no picture chosen. */
export function profileFormValuesOf(user: User): ProfileFormValues {
  return {
    name: user.name,
    avatar: null,
    teaching: user.role === 'teacher' ? teachingValuesOf(user) : null,
  };
}

/** The teaching profile to send, or null when it says what is saved already. */
export function teachingChanges(
  values: ProfileFormValues,
  user: User,
): TeachingProfileUpdate | null {
  if (!values.teaching) return null;
  const update = teachingProfileUpdate(values.teaching);
  const saved = teachingProfileUpdate(teachingValuesOf(user));
  return JSON.stringify(update) === JSON.stringify(saved) ? null : update;
}
