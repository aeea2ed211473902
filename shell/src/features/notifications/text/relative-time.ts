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
 * "5 minutes ago" / "منذ 5 دقائق": how long ago an ISO date was, in the given language.
 * Whole units are counted down (90 minutes is "1 hour ago"), as clocks and chat apps do, so a
 * label never claims more time has passed than really has.
 */
export function relativeTime(isoDate: string, language: string, now = Date.now()): string {
  const seconds = Math.trunc((new Date(isoDate).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return format.format(0, 'second');
}
