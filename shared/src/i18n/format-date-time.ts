// Dates and durations in the page's language, through the browser's Intl: Arabic gets Arabic
// month names and the right plural of "minute" without a date library. Western digits in both
// languages, as everywhere else in the app.

const MINUTES_PER_HOUR = 60;

/** "Nov 25, 2026, 14:05" / "25 نوفمبر 2026 في 14:05". */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: language.startsWith('ar') ? 'long' : 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  }).format(new Date(iso));
}

const unit = (language: string, name: 'hour' | 'minute', value: number) =>
  new Intl.NumberFormat(language, {
    style: 'unit',
    unit: name,
    unitDisplay: 'long',
    numberingSystem: 'latn',
  }).format(value);

/**
 * A duration given in minutes, to the whole minute: "25 minutes", "1 hour, 5 minutes" /
 * "25 دقيقة", "ساعة و5 دقائق". Under half a minute it is "0 minutes"; callers with a better
 * word for that (an "under a minute" text) check first.
 */
export function formatDuration(minutes: number, language: string): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / MINUTES_PER_HOUR);
  const rest = total % MINUTES_PER_HOUR;
  if (hours === 0) return unit(language, 'minute', rest);
  const parts = [unit(language, 'hour', hours)];
  if (rest > 0) parts.push(unit(language, 'minute', rest));
  return new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format(parts);
}
