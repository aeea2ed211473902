import { addDays, dayIn, startOfDay, wallClockAt, weekdayOf } from '../../src/lib/local-clock';

describe('days on a wall clock', () => {
  it('names the day an instant falls on in each zone', () => {
    const instant = '2026-06-01T22:30:00.000Z';
    expect(dayIn(instant, 'UTC')).toBe('2026-06-01');
    expect(dayIn(instant, 'Europe/London')).toBe('2026-06-01');
    expect(dayIn(instant, 'Asia/Karachi')).toBe('2026-06-02');
    expect(dayIn(instant, 'America/New_York')).toBe('2026-06-01');
    expect(dayIn('2026-06-02T03:00:00.000Z', 'America/New_York')).toBe('2026-06-01');
  });

  it('counts days across months and years, and ISO weekdays', () => {
    expect(addDays('2026-06-28', 7)).toBe('2026-07-05');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-06-01')).toBe(1);
    expect(weekdayOf('2026-06-07')).toBe(7);
  });

  it("reads a zone's wall clock, daylight saving included", () => {
    const noon = (date: string) => new Date(`${date}T12:00:00Z`);
    expect(wallClockAt(noon('2026-01-15'), 'Europe/London').minute).toBe(12 * 60);
    expect(wallClockAt(noon('2026-06-15'), 'Europe/London').minute).toBe(13 * 60);
    expect(wallClockAt(noon('2026-06-15'), 'Asia/Karachi').minute).toBe(17 * 60);
    expect(wallClockAt(noon('2026-06-15'), 'America/New_York').minute).toBe(8 * 60);
    expect(wallClockAt(noon('2026-06-15'), 'Asia/Kolkata').minute).toBe(17 * 60 + 30);
  });

  it('finds the first instant of a day in a zone', () => {
    expect(startOfDay('2026-06-01', 'Europe/London').toISOString()).toBe(
      '2026-05-31T23:00:00.000Z',
    );
    expect(startOfDay('2026-06-01', 'Asia/Karachi').toISOString()).toBe('2026-05-31T19:00:00.000Z');
    expect(startOfDay('2026-06-01', 'America/New_York').toISOString()).toBe(
      '2026-06-01T04:00:00.000Z',
    );
    expect(startOfDay('2026-06-01', 'UTC').toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });

  it('finds it on and after the days the clocks change', () => {
    // London: 01:00 GMT becomes 02:00 BST on 29 March 2026, back on 25 October.
    expect(startOfDay('2026-03-29', 'Europe/London').toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(startOfDay('2026-03-30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T23:00:00.000Z',
    );
    expect(startOfDay('2026-10-25', 'Europe/London').toISOString()).toBe(
      '2026-10-24T23:00:00.000Z',
    );
    expect(startOfDay('2026-10-26', 'Europe/London').toISOString()).toBe(
      '2026-10-26T00:00:00.000Z',
    );
  });

  it('starts a day whose midnight is skipped at the jump', () => {
    // Santiago moves from 24:00 to 01:00 on 6 September 2026: that day starts at 01:00 (-03).
    const start = startOfDay('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(dayIn(start.getTime() - 1, 'America/Santiago')).toBe('2026-09-05');
  });
});
