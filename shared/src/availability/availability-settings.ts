import type { AvailabilitySetting, TeacherAvailability, User } from '../protocol';

export type { AvailabilitySetting };

/** The flags each setting stands for; a teacher choosing either is connected, so online. */
export function availabilityOf(setting: AvailabilitySetting): TeacherAvailability {
  return { isOnline: true, isBusy: setting === 'busy' };
}

/** The setting the teacher's stored flag amounts to. */
export function settingOf(user: Pick<User, 'isBusy'>): AvailabilitySetting {
  return user.isBusy ? 'busy' : 'online';
}

/** The rollback after a failed update: the previous isOnline, and never busy. */
export function revertedAvailability(previous: Pick<User, 'isOnline'>): TeacherAvailability {
  return { isOnline: previous.isOnline, isBusy: false };
}
