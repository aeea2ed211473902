import { formatDateTime, formatDuration } from '../../src/i18n/format-date-time';

describe('formatDateTime', () => {
  // A local time, so the test does not depend on the machine's time zone.
  const iso = new Date(2026, 10, 5, 14, 7).toISOString();

  it('writes the month by name in each language, 24-hour time, western digits', () => {
    expect(formatDateTime(iso, 'en')).toBe('Nov 5, 2026, 14:07');
    const arabic = formatDateTime(iso, 'ar');
    expect(arabic).toContain('نوفمبر');
    expect(arabic).toContain('2026');
    expect(arabic).toContain('14:07');
  });
});

describe('formatDuration', () => {
  it('counts minutes with the language plural forms', () => {
    expect(formatDuration(1, 'en')).toBe('1 minute');
    expect(formatDuration(25.4, 'en')).toBe('25 minutes');
    expect(formatDuration(2, 'ar')).toBe('دقيقتان');
    expect(formatDuration(3, 'ar')).toBe('3 دقائق');
    expect(formatDuration(11, 'ar')).toBe('11 دقيقة');
  });

  it('writes an hour and more as hours and minutes', () => {
    expect(formatDuration(65, 'en')).toBe('1 hour, 5 minutes');
    expect(formatDuration(120, 'en')).toBe('2 hours');
    expect(formatDuration(65, 'ar')).toBe('ساعة و5 دقائق');
  });

  it('never goes below zero', () => {
    expect(formatDuration(-3, 'en')).toBe('0 minutes');
  });
});
