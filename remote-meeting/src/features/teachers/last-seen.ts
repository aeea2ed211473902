import type { ListedTeacher } from '@app/shared';

/** A last-seen label: a translation key under `teachers.lastSeen`, with its count. */
export interface LastSeenLabel {
  key: 'onlineNow' | 'justNow' | 'minutes' | 'hours' | 'days' | 'never';
  count?: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Last-seen labels: 'Online now', 'Just now', 'Xm ago', 'Xh ago', 'Xd ago', 'Never'. */
export function lastSeenLabel(
  teacher: Pick<ListedTeacher, 'isOnline' | 'lastSeen'>,
  now: number,
): LastSeenLabel {
  if (teacher.isOnline) return { key: 'onlineNow' };
  const seen = teacher.lastSeen ? Date.parse(teacher.lastSeen) : Number.NaN;
  if (Number.isNaN(seen)) return { key: 'never' };
  const ago = Math.max(0, now - seen);
  if (ago < MINUTE) return { key: 'justNow' };
  if (ago < HOUR) return { key: 'minutes', count: Math.floor(ago / MINUTE) };
  if (ago < DAY) return { key: 'hours', count: Math.floor(ago / HOUR) };
  return { key: 'days', count: Math.floor(ago / DAY) };
}
