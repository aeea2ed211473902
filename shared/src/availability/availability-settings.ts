import type { TeacherAvailability, User } from '../protocol';

/** The two settings a teacher chooses between (docs/product.md#sessions-and-state). */
export type AvailabilitySetting = 'online' | 'busy';

/** The flags each setting stands for; a teacher choosing either is connected, so online. */
export function availabilityOf(setting: AvailabilitySetting): TeacherAvailability {
  return { isOnline: true, isBusy: setting === 'busy' };
}

/** The setting the stored flags amount to: any busy flag reads as busy. */
export function settingOf(user: Pick<User, 'isBusy'>): AvailabilitySetting {
  return user.isBusy ? 'busy' : 'online';
}

/** The rollback after a failed update: the previous isOnline, and never busy. */
export function revertedAvailability(previous: Pick<User, 'isOnline'>): TeacherAvailability {
  return { isOnline: previous.isOnline, isBusy: false };
}
