import {
  canGoBack,
  canGoForward,
  clampWeek,
  LAST_WEEK,
  weekWindow,
} from '../../../src/features/booking/week-window';

describe('the week view', () => {
  it("is seven of the viewer's days from today, from the first day's start to the eighth's", () => {
    const week = weekWindow('2026-06-01', 0, 'Europe/London');
    expect(week.days).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ]);
    expect(week.from).toBe('2026-05-31T23:00:00.000Z');
    expect(week.to).toBe('2026-06-07T23:00:00.000Z');
  });

  it('moves by whole weeks on the same clock', () => {
    const next = weekWindow('2026-06-01', 1, 'Asia/Karachi');
    expect(next.days[0]).toBe('2026-06-08');
    expect(next.days[6]).toBe('2026-06-14');
    expect(next.from).toBe('2026-06-07T19:00:00.000Z');
    expect(next.to).toBe('2026-06-14T19:00:00.000Z');
  });

  it('is an hour short over a change to summer time, and always within the slots window', () => {
    const week = weekWindow('2026-03-26', 0, 'Europe/London');
    expect(week.from).toBe('2026-03-26T00:00:00.000Z');
    expect(week.to).toBe('2026-04-01T23:00:00.000Z');
    expect(Date.parse(week.to) - Date.parse(week.from)).toBe((7 * 24 - 1) * 3600_000);
  });

  it('goes back no further than this week and forward no further than the horizon', () => {
    expect(LAST_WEEK).toBe(17);
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(1)).toBe(true);
    expect(canGoForward(16)).toBe(true);
    expect(canGoForward(LAST_WEEK)).toBe(false);
    expect(clampWeek(-2)).toBe(0);
    expect(clampWeek(40)).toBe(LAST_WEEK);
    // The last week starts within 120 days of today.
    expect(weekWindow('2026-06-01', 99, 'UTC').days[0]).toBe('2026-09-28');
  });
});
