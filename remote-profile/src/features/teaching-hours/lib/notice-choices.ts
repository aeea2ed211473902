import { BOOKING_NOTICE_MAX_MINUTES } from '@app/shared';

/** The notices offered: none, then hours a Sheikh plans a day by. */
export const NOTICE_CHOICES = [0, 60, 120, 240, 720, 1440, 2880] as const;

/**
 * The notices to offer with `current` among them: a notice saved some other way (90 minutes, a
 * week) stays shown as it is rather than being changed without the Sheikh knowing.
 */
export function noticeChoices(current: number): number[] {
  const choices: number[] = [...NOTICE_CHOICES];
  const valid = Number.isInteger(current) && current >= 0 && current <= BOOKING_NOTICE_MAX_MINUTES;
  if (valid && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

/** How a notice is said: in whole hours when it is some, else in minutes. */
export type NoticeWording =
  { unit: 'none' } | { unit: 'hours'; count: number } | { unit: 'minutes'; count: number };

export function noticeWording(minutes: number): NoticeWording {
  if (minutes === 0) return { unit: 'none' };
  if (minutes % 60 === 0) return { unit: 'hours', count: minutes / 60 };
  return { unit: 'minutes', count: minutes };
}
