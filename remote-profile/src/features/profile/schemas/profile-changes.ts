import type { User } from '@app/shared';
import type { ProfileValues } from './profile-schema';

/** What a save sends: only what differs from the stored user. */
export interface ProfileChanges {
  name?: string;
  avatar?: File;
}

/** Only a changed, trimmed name is sent, and the picture only when chosen. */
export function profileChanges(values: ProfileValues, user: Pick<User, 'name'>): ProfileChanges {
  const name = values.name.trim();
  return {
    ...(name !== user.name ? { name } : {}),
    ...(values.avatar ? { avatar: values.avatar } : {}),
  };
}

/** True when a save would send nothing. */
export function hasNoChanges(changes: ProfileChanges): boolean {
  return changes.name === undefined && changes.avatar === undefined;
}
