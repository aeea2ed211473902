import { REMINDER_MINUTE_STEP } from '@app/shared/protocol';
import { knownTimeZone } from '@app/shared/local-clock';
import { apiError } from '../lib/http-error';

// A reminder's time and zone as the wire gives them (`07:00`, `Asia/Riyadh`) and as they are
// stored (420 minutes after midnight, the zone's canonical name).

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Minutes after midnight of `HH:MM` on the five-minute step; 400 `hifz.reminder_time_invalid`
 * for anything else.
 */
export function minuteOfDayOf(time: string): number {
  const match = HH_MM.exec(time);
  const minute = match ? Number(match[1]) * 60 + Number(match[2]) : null;
  if (minute === null || minute % REMINDER_MINUTE_STEP !== 0) {
    throw apiError('hifz.reminder_time_invalid');
  }
  return minute;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `HH:MM` of minutes after midnight. */
export const timeOfMinute = (minute: number): string =>
  `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/**
 * The canonical name of a zone this server's Intl knows; 400 `hifz.time_zone_unknown` if it
 * does not. Checked here, not by the browser: the daily run reads the zone with this Intl.
 */
export function timeZoneOf(name: string): string {
  const zone = knownTimeZone(name);
  if (!zone) throw apiError('hifz.time_zone_unknown');
  return zone;
}
