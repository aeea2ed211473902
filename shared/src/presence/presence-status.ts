import type { DotStatus } from './dot-status';

interface Presence {
  isOnline: boolean;
  isBusy: boolean;
  inMeeting: boolean;
}

/**
 * What a teacher's presence means on screen. Offline wins over everything (a stale busy flag of
 * someone who left must not show), then being in a meeting, then busy.
 */
export function presenceStatus({ isOnline, isBusy, inMeeting }: Presence): DotStatus {
  if (!isOnline) return 'offline';
  if (inMeeting) return 'inMeeting';
  if (isBusy) return 'busy';
  return 'online';
}
