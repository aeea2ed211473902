import { formatLocaleOf, type Weekday } from '@app/shared';

// 2024-01-01 was a Monday, so ISO weekday n falls on January n of that year.
const MONDAY_YEAR = 2024;

/** "Monday" / «الاثنين», from Intl so it follows the page's language. */
export function weekdayName(weekday: Weekday, language: string): string {
  return new Intl.DateTimeFormat(formatLocaleOf(language), {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(MONDAY_YEAR, 0, weekday));
}
