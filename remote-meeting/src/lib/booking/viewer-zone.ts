import { formatLocaleOf } from '@app/shared';

// Booked lessons are instants; each viewer sees them on their own wall clock, the browser's
// zone, and sees that zone named beside them (a student in London and a Sheikh in Karachi read
// the same lesson as 13:00 and 18:00).

/** The browser's IANA zone (`Europe/London`). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The zone as people name it, in the page's language, at an instant (the name changes with
 * daylight saving: "Greenwich Mean Time" in winter, "British Summer Time" in summer).
 */
export function zoneNameAt(instant: Date, language: string, timeZone = viewerTimeZone()): string {
  const part = new Intl.DateTimeFormat(formatLocaleOf(language), {
    timeZone,
    timeZoneName: 'long',
  })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
