import {
  dayText,
  daysAfter,
  dueAtOf,
  dueDayLimits,
  endOfDay,
  isoWithOffset,
  offsetText,
} from '../../../src/features/mushaf/homework-due';

// Local times, so the tests read the same in any zone the machine runs in.
const at = (year: number, month: number, day: number, hours = 10) =>
  new Date(year, month - 1, day, hours, 0, 0);

describe('the day the form suggests and allows', () => {
  it('writes local days as the date field does, counting across months and years', () => {
    expect(dayText(at(2026, 3, 5))).toBe('2026-03-05');
    expect(daysAfter(at(2026, 3, 5), 2)).toBe('2026-03-07');
    expect(daysAfter(at(2026, 12, 30), 2)).toBe('2027-01-01');
    expect(daysAfter(at(2028, 2, 28), 1)).toBe('2028-02-29');
  });

  it('allows today up to the last day that ends within 90 days from now', () => {
    const now = at(2026, 3, 5);
    const { min, max } = dueDayLimits(now);
    expect(min).toBe('2026-03-05');
    // Day 90 ends past now + 90 days (the API's limit), so day 89 is the last one offered.
    expect(max).toBe(daysAfter(now, 89));
    expect(endOfDay(max)!.getTime()).toBeLessThanOrEqual(now.getTime() + 90 * 86_400_000);
    expect(endOfDay(daysAfter(now, 90))!.getTime()).toBeGreaterThan(
      now.getTime() + 90 * 86_400_000,
    );
  });
});

describe('the due date sent', () => {
  it('is the end of the chosen local day, with the zone’s offset', () => {
    const now = at(2026, 3, 5);
    const sent = dueAtOf('2026-03-07', now);
    expect(sent).toEqual({ dueAt: expect.stringMatching(/^2026-03-07T23:59:59[+-]\d{2}:\d{2}$/) });
    const { dueAt } = sent as { dueAt: string };
    expect(new Date(dueAt).getTime()).toBe(new Date(2026, 2, 7, 23, 59, 59).getTime());
  });

  it('accepts today and the last allowed day, and refuses the days around them', () => {
    const now = at(2026, 3, 5, 22);
    const { max } = dueDayLimits(now);
    expect(dueAtOf('2026-03-05', now)).toHaveProperty('dueAt');
    expect(dueAtOf(max, now)).toHaveProperty('dueAt');
    expect(dueAtOf('2026-03-04', now)).toEqual({ problem: 'past' });
    expect(dueAtOf(daysAfter(now, 90), now)).toEqual({ problem: 'tooFar' });
  });

  it('asks for a day when the field is empty or holds no real day', () => {
    const now = at(2026, 3, 5);
    expect(dueAtOf('', now)).toEqual({ problem: 'missing' });
    expect(dueAtOf('2026-02-30', now)).toEqual({ problem: 'missing' });
    expect(dueAtOf('5/3/2026', now)).toEqual({ problem: 'missing' });
  });
});

describe('the offset', () => {
  it('writes the zone’s distance from UTC, east ahead and west behind', () => {
    expect(offsetText(-180)).toBe('+03:00');
    expect(offsetText(0)).toBe('+00:00');
    expect(offsetText(300)).toBe('-05:00');
    expect(offsetText(-330)).toBe('+05:30');
  });

  it('is the one of the moment written', () => {
    const moment = new Date(2026, 6, 1, 23, 59, 59);
    expect(isoWithOffset(moment)).toBe(
      `2026-07-01T23:59:59${offsetText(moment.getTimezoneOffset())}`,
    );
  });
});
