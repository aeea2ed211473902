import type { TFunction } from '@app/shared';
import type { Countdown } from './upcoming-rules';

/** "Starts in 2 h 5 min", "Starts in 4 min", or "Now" while the lesson runs. */
export function countdownText(countdown: Countdown, t: TFunction): string {
  if (countdown.kind === 'now') return t('countdown.now');
  const { hours, minutes } = countdown;
  const hourPart = hours > 0 ? t('countdown.hours', { count: hours }) : null;
  const minutePart = minutes > 0 || !hourPart ? t('countdown.minutes', { count: minutes }) : null;
  const time =
    hourPart && minutePart
      ? t('countdown.hoursAndMinutes', { hourPart, minutePart })
      : (hourPart ?? minutePart ?? '');
  return t('countdown.startsIn', { time });
}
