import { formatLocaleOf, type LocalDay } from '@app/shared';

// Day names in the page language. A LocalDay is already the viewer's (or the Sheikh's) calendar
// day, so it is formatted at noon UTC on the UTC clock: the day cannot shift with any zone.

const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(key: string, create: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

const dayNoon = (day: LocalDay) => new Date(`${day}T12:00:00Z`);

function dayFormat(language: string): Intl.DateTimeFormat {
  const locale = formatLocaleOf(language);
  return cachedFormat(
    `day:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
  );
}

/** "Monday, June 1" / «الاثنين، 1 يونيو». */
export function formatDay(day: LocalDay, language: string): string {
  return dayFormat(language).format(dayNoon(day));
}

/** A week's span: "Jun 1 – 7" / «1–7 يونيو». */
export function formatDaySpan(first: LocalDay, last: LocalDay, language: string): string {
  const locale = formatLocaleOf(language);
  return cachedFormat(
    `span:${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ).formatRange(dayNoon(first), dayNoon(last));
}

/** The day an instant falls on in a zone, named like a day heading. */
export function formatDayOf(instant: string, language: string, timeZone: string): string {
  const locale = formatLocaleOf(language);
  return cachedFormat(
    `instant:${locale}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone,
      }),
  ).format(new Date(instant));
}
