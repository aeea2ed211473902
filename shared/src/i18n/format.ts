// The one style for dates, times and figures in every app (docs/product.md#dates-and-numbers).
// Arabic keeps Latin digits (0-9), as the landing page, the ayah references people type ("2:255")
// and most Arabic apps of the region do: `ar-u-nu-latn` pins them, whatever the browser's ICU
// would choose for `ar`. The clock is 24-hour in both languages.

/** The digits both languages use. */
export const NUMBERING_SYSTEM = 'latn';

/** The Intl locale of an app language. */
export function formatLocaleOf(language: string): string {
  return isArabic(language) ? `ar-u-nu-${NUMBERING_SYSTEM}` : 'en-US';
}

function isArabic(language: string): boolean {
  return language.startsWith('ar');
}

type AnyFormat =
  Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.ListFormat;

// Intl formatters are costly to build and cheap to reuse: one per locale and style.
const cache = new Map<string, AnyFormat>();

function cached<T extends AnyFormat>(key: string, create: () => T): T {
  const existing = cache.get(key);
  if (existing) return existing as T;
  const created = create();
  cache.set(key, created);
  return created;
}

// Without a zone, dates and times are on the runtime's clock (the browser's); the server names
// the reader's zone, as it writes a push or an email for someone elsewhere.
function dateFormat(language: string, timeZone?: string): Intl.DateTimeFormat {
  const locale = formatLocaleOf(language);
  // Arabic spells the month out ("5 مارس 2026"); English abbreviates it ("Mar 5, 2026").
  const month = isArabic(language) ? 'long' : 'short';
  return cached(`date:${locale}:${timeZone ?? ''}`, () =>
    Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone }),
  );
}

function timeFormat(language: string, timeZone?: string): Intl.DateTimeFormat {
  const locale = formatLocaleOf(language);
  return cached(`time:${locale}:${timeZone ?? ''}`, () =>
    Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }),
  );
}

type DateInput = string | number | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** "Mar 5, 2026" / "5 مارس 2026", in `timeZone` when given (IANA), else the runtime's. */
export function formatDate(value: DateInput, language: string, timeZone?: string): string {
  return dateFormat(language, timeZone).format(toDate(value));
}

/** "21:02" in both languages, in `timeZone` when given (IANA), else the runtime's. */
export function formatTime(value: DateInput, language: string, timeZone?: string): string {
  return timeFormat(language, timeZone).format(toDate(value));
}

/** "Mar 5, 2026, 21:02" / "5 مارس 2026، 21:02" (the Arabic comma). */
export function formatDateTime(value: DateInput, language: string): string {
  const comma = isArabic(language) ? '،' : ',';
  return `${formatDate(value, language)}${comma} ${formatTime(value, language)}`;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * "5 minutes ago" / "قبل 5 دقائق". Whole units are counted down (90 minutes is "1 hour ago"),
 * as clocks and chat apps do, so a label never claims more time has passed than really has.
 */
export function formatRelative(value: DateInput, language: string, now = Date.now()): string {
  const seconds = Math.trunc((toDate(value).getTime() - now) / 1000);
  const locale = formatLocaleOf(language);
  const format = cached(
    `relative:${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/**
 * A running time as a clock shows it: "04:07", "1:02:03" past an hour. The same in both
 * languages (Latin digits, colons), so it needs no language.
 */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

const MINUTES_PER_HOUR = 60;

function unitFormat(language: string, unit: 'hour' | 'minute'): Intl.NumberFormat {
  const locale = formatLocaleOf(language);
  return cached(
    `unit:${unit}:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }),
  );
}

/**
 * A length of time given in minutes, in words, to the whole minute: "25 minutes", "1 hour, 5
 * minutes" / "25 دقيقة", "ساعة و5 دقائق" (Intl knows Arabic's plural forms). Under half a minute
 * it is "0 minutes"; callers with a better word for that (an "under a minute" text) check first.
 */
export function formatMinutes(minutes: number, language: string): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / MINUTES_PER_HOUR);
  const rest = total % MINUTES_PER_HOUR;
  if (hours === 0) return unitFormat(language, 'minute').format(rest);
  const parts = [unitFormat(language, 'hour').format(hours)];
  if (rest > 0) parts.push(unitFormat(language, 'minute').format(rest));
  return new Intl.ListFormat(formatLocaleOf(language), { type: 'unit', style: 'long' }).format(
    parts,
  );
}

/**
 * "12,480", or with `fractionDigits` exactly that many decimals ("4.5", "1.0"): ratings and
 * sizes keep their one decimal.
 */
export function formatNumber(value: number, language: string, fractionDigits?: number): string {
  const locale = formatLocaleOf(language);
  return cached(
    `number:${locale}:${fractionDigits ?? ''}`,
    () =>
      new Intl.NumberFormat(
        locale,
        fractionDigits === undefined
          ? { maximumFractionDigits: 2 }
          : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
      ),
  ).format(value);
}

/** A share (0.42) as "42%"; Arabic puts the sign the same side with its direction marks. */
export function formatPercent(share: number, language: string): string {
  const locale = formatLocaleOf(language);
  return cached(
    `percent:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(share);
}

/**
 * How a list is joined: `unit` for a list of labels ("Tajweed, Qiraat" / «التجويد، القراءات،
 * والحفظ»), `and` for people and things in a sentence ("Amina, Bilal, and Zaid").
 */
export type ListStyle = 'unit' | 'and';

/**
 * A list in the language's own punctuation: the Arabic comma «،» and «و» in Arabic, ", " and
 * "and" in English. Never join with a hand-written separator: it is right in one language only.
 */
export function formatList(
  values: readonly string[],
  language: string,
  style: ListStyle = 'unit',
): string {
  const locale = formatLocaleOf(language);
  return cached(
    `list:${style}:${locale}`,
    () =>
      new Intl.ListFormat(locale, {
        type: style === 'and' ? 'conjunction' : 'unit',
        style: 'long',
      }),
  ).format(values);
}

/** Every formatter bound to one language. */
export interface Formatters {
  date(value: DateInput): string;
  time(value: DateInput): string;
  dateTime(value: DateInput): string;
  relative(value: DateInput, now?: number): string;
  duration(ms: number): string;
  minutes(minutes: number): string;
  number(value: number, fractionDigits?: number): string;
  percent(share: number): string;
  list(values: readonly string[], style?: ListStyle): string;
}

export function formattersFor(language: string): Formatters {
  return {
    date: (value) => formatDate(value, language),
    time: (value) => formatTime(value, language),
    dateTime: (value) => formatDateTime(value, language),
    relative: (value, now) => formatRelative(value, language, now),
    duration: formatDuration,
    minutes: (minutes) => formatMinutes(minutes, language),
    number: (value, fractionDigits) => formatNumber(value, language, fractionDigits),
    percent: (share) => formatPercent(share, language),
    list: (values, style) => formatList(values, language, style),
  };
}
