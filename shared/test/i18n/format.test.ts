import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatList,
  formatMinutes,
  formatNumber,
  formatPercent,
  formatRelative,
  formatTime,
} from '../../src/i18n/format';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
// Local time, so the expected texts do not depend on the machine's time zone.
const EVENING = new Date(2026, 2, 5, 21, 2);
const LATIN_ONLY = /^[^\u0660-\u0669\u06f0-\u06f9]*$/;

describe('relative time', () => {
  it.each([
    [0, 'now'],
    [59, '59 seconds ago'],
    [60, '1 minute ago'],
    [89 * 60, '1 hour ago'],
    [90 * 60, '1 hour ago'],
    [119 * 60 + 59, '1 hour ago'],
    [120 * 60, '2 hours ago'],
    [36 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
  ])('%i seconds ago reads "%s" in English, counting whole units down', (seconds, text) => {
    expect(formatRelative(ago(seconds), 'en', NOW)).toBe(text);
  });

  it('speaks Arabic with Latin digits', () => {
    expect(formatRelative(ago(5 * 60), 'ar', NOW)).toBe('قبل 5 دقائق');
  });
});

describe('dates and times', () => {
  it('English: abbreviated month, 24-hour clock', () => {
    expect(formatDate(EVENING, 'en')).toBe('Mar 5, 2026');
    expect(formatTime(EVENING, 'en')).toBe('21:02');
    expect(formatDateTime(EVENING, 'en')).toBe('Mar 5, 2026, 21:02');
  });

  it('Arabic: day, month name, year, the Arabic comma, Latin digits', () => {
    expect(formatDate(EVENING, 'ar')).toBe('5 مارس 2026');
    expect(formatTime(EVENING, 'ar')).toBe('21:02');
    expect(formatDateTime(EVENING, 'ar')).toBe('5 مارس 2026، 21:02');
  });

  it('takes ISO strings and milliseconds as well as dates', () => {
    expect(formatDate(EVENING.toISOString(), 'ar')).toBe('5 مارس 2026');
    expect(formatDate(EVENING.getTime(), 'en')).toBe('Mar 5, 2026');
  });
});

describe('figures', () => {
  it('groups thousands the same way in both languages', () => {
    expect(formatNumber(12480, 'en')).toBe('12,480');
    expect(formatNumber(12480, 'ar')).toBe('12,480');
  });

  it('keeps exactly the decimals asked for, rounding half up', () => {
    expect(formatNumber(2.75, 'en', 1)).toBe('2.8');
    expect(formatNumber(4, 'ar', 1)).toBe('4.0');
    expect(formatNumber(1536 / 1024, 'ar', 1)).toBe('1.5');
  });

  it('shows a share as a percentage, Latin digits in Arabic too', () => {
    expect(formatPercent(0.42, 'en')).toBe('42%');
    const arabic = formatPercent(0.42, 'ar');
    expect(arabic.replace(/[\u200e\u200f\u061c]/g, '')).toBe('42%');
  });

  it('never writes Arabic-Indic digits', () => {
    for (const text of [
      formatDate(EVENING, 'ar'),
      formatDateTime(EVENING, 'ar'),
      formatRelative(ago(3 * 24 * 3600), 'ar', NOW),
      formatNumber(1234567.5, 'ar'),
      formatPercent(0.5, 'ar'),
    ]) {
      expect(text).toMatch(LATIN_ONLY);
    }
  });
});

describe('durations', () => {
  it.each([
    [0, '00:00'],
    [-5_000, '00:00'],
    [4 * 60_000 + 7_999, '04:07'],
    [59 * 60_000 + 59_000, '59:59'],
    [3_723_000, '1:02:03'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('formatMinutes', () => {
  it('counts minutes with the language plural forms', () => {
    expect(formatMinutes(1, 'en')).toBe('1 minute');
    expect(formatMinutes(25.4, 'en')).toBe('25 minutes');
    expect(formatMinutes(2, 'ar')).toBe('دقيقتان');
    expect(formatMinutes(3, 'ar')).toBe('3 دقائق');
    expect(formatMinutes(11, 'ar')).toBe('11 دقيقة');
  });

  it('writes an hour and more as hours and minutes', () => {
    expect(formatMinutes(65, 'en')).toBe('1 hour, 5 minutes');
    expect(formatMinutes(120, 'en')).toBe('2 hours');
    expect(formatMinutes(65, 'ar')).toBe('ساعة و5 دقائق');
  });

  it('never goes below zero', () => {
    expect(formatMinutes(-3, 'en')).toBe('0 minutes');
  });
});

describe('lists', () => {
  it.each([
    ['en', ['Tajweed'], 'Tajweed'],
    ['en', ['Tajweed', 'Qiraat'], 'Tajweed, Qiraat'],
    ['en', ['Arabic', 'English', 'French'], 'Arabic, English, French'],
    ['ar', ['التجويد', 'القراءات'], 'التجويد والقراءات'],
    ['ar', ['العربية', 'الإنجليزية', 'الفرنسية'], 'العربية، والإنجليزية، والفرنسية'],
  ])('%s labels %j read "%s"', (language, values, text) => {
    expect(formatList(values, language)).toBe(text);
  });

  it('never puts a Latin comma in Arabic nor an Arabic one in English', () => {
    const four = ['a', 'b', 'c', 'd'];
    expect(formatList(four, 'ar')).not.toContain(',');
    expect(formatList(four, 'ar', 'and')).not.toContain(',');
    expect(formatList(four, 'en')).not.toContain('،');
    expect(formatList(four, 'en', 'and')).not.toContain('،');
  });

  it('joins people with "and"', () => {
    expect(formatList(['Amina', 'Bilal', 'Zaid'], 'en', 'and')).toBe('Amina, Bilal, and Zaid');
    expect(formatList(['آمنة', 'بلال'], 'ar', 'and')).toBe('آمنة وبلال');
  });
});
