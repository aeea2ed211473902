import { emptyHoursValues } from '../../../src/features/teaching-hours/lib/hours-conversion';
import {
  hasProblems,
  hoursProblems,
  rangeProblem,
} from '../../../src/features/teaching-hours/lib/hours-problems';
import type {
  ExceptionValues,
  HolidayValues,
  TeachingHoursValues,
  WeeklyRangeValues,
} from '../../../src/features/teaching-hours/lib/hours-values';
import { shownProblems } from '../../../src/features/teaching-hours/lib/shown-problems';

const form = (change: Partial<TeachingHoursValues>): TeachingHoursValues => ({
  ...emptyHoursValues('Asia/Riyadh'),
  ...change,
});
const range = (key: string, start: string, end: string, weekday: 1 | 2 = 1): WeeklyRangeValues => ({
  key,
  weekday,
  start,
  end,
});
const holiday = (from: string, to: string, name = ''): HolidayValues => ({
  key: 'h',
  from,
  to,
  name,
});
const exception = (change: Partial<ExceptionValues>): ExceptionValues => ({
  key: 'e',
  kind: 'off',
  day: '2026-04-01',
  wholeDay: true,
  start: '',
  end: '',
  ...change,
});

describe('a range of hours', () => {
  it('needs both times, on the five-minute step, ending after it starts', () => {
    expect(rangeProblem('09:00', '12:00')).toBeNull();
    expect(rangeProblem('', '12:00')).toEqual({ problem: 'required', fields: ['start'] });
    expect(rangeProblem('09:00', '')).toEqual({ problem: 'required', fields: ['end'] });
    expect(rangeProblem('09:03', '12:00')).toEqual({
      problem: 'booking.time_invalid',
      fields: ['start'],
    });
    expect(rangeProblem('12:00', '09:00')).toEqual({
      problem: 'booking.range_reversed',
      fields: ['end'],
    });
    expect(rangeProblem('09:00', '09:00')?.problem).toBe('booking.range_reversed');
  });

  it('reads an end of 00:00 as midnight, so a range may run to the end of the day', () => {
    expect(rangeProblem('18:00', '00:00')).toBeNull();
    expect(rangeProblem('00:00', '00:00')).toBeNull();
  });
});

describe('the checks before sending', () => {
  it('finds nothing wrong with an empty week', () => {
    expect(hasProblems(hoursProblems(emptyHoursValues('Asia/Riyadh')))).toBe(false);
  });

  it('needs at least one lesson length', () => {
    const problems = hoursProblems(form({ lessonMinutes: [] }));
    expect(problems.lessonMinutes).toBe('lengthRequired');
    expect(hasProblems(problems)).toBe(true);
  });

  it('refuses ranges of one day that overlap, but not ones that touch or are on other days', () => {
    const problems = hoursProblems(
      form({
        weekly: [
          range('a', '09:00', '12:00'),
          range('b', '11:00', '13:00'),
          range('c', '13:00', '14:00'),
          range('d', '09:30', '10:00', 2),
        ],
      }),
    );
    expect(problems.rows).toEqual({
      b: { problem: 'booking.ranges_overlap', fields: ['start'] },
    });
  });

  it('finds a range inside a long one, and one after midnight is never reached', () => {
    const problems = hoursProblems(
      form({ weekly: [range('late', '20:00', '00:00'), range('inside', '21:00', '22:00')] }),
    );
    expect(problems.rows['inside']?.problem).toBe('booking.ranges_overlap');
    expect(problems.rows['late']).toBeUndefined();
  });

  it('reports a reversed range as reversed, not also as overlapping', () => {
    const problems = hoursProblems(
      form({ weekly: [range('a', '09:00', '12:00'), range('b', '11:00', '10:00')] }),
    );
    expect(problems.rows).toEqual({ b: { problem: 'booking.range_reversed', fields: ['end'] } });
  });

  it('needs an existing date for a day off, and hours only when it is not the whole day', () => {
    const check = (change: Partial<ExceptionValues>) =>
      hoursProblems(form({ exceptions: [exception(change)] })).rows['e'] ?? null;
    expect(check({})).toBeNull();
    expect(check({ day: '' })).toEqual({ problem: 'required', fields: ['day'] });
    expect(check({ day: '2026-02-30' })).toEqual({
      problem: 'booking.day_invalid',
      fields: ['day'],
    });
    expect(check({ wholeDay: false })).toEqual({ problem: 'required', fields: ['start'] });
    expect(check({ wholeDay: false, start: '10:00', end: '09:00' })?.problem).toBe(
      'booking.range_reversed',
    );
    expect(check({ kind: 'extra', wholeDay: false, start: '20:00', end: '21:00' })).toBeNull();
    expect(check({ kind: 'extra', wholeDay: true, start: '', end: '' })?.problem).toBe('required');
  });

  it('needs a holiday to end on or after its first day, and to last at most 92 days', () => {
    const check = (value: HolidayValues) =>
      hoursProblems(form({ holidays: [value] })).rows['h'] ?? null;
    expect(check(holiday('2026-03-20', '2026-03-20'))).toBeNull();
    expect(check(holiday('', '2026-03-20'))).toEqual({ problem: 'required', fields: ['from'] });
    expect(check(holiday('2026-03-20', ''))).toEqual({ problem: 'required', fields: ['to'] });
    expect(check(holiday('2026-03-20', '2026-03-19'))).toEqual({
      problem: 'booking.holiday_invalid',
      fields: ['to'],
    });
    // 1 January to 2 April 2026 is 92 days, both counted.
    expect(check(holiday('2026-01-01', '2026-04-02'))).toBeNull();
    expect(check(holiday('2026-01-01', '2026-04-03'))?.problem).toBe('booking.holiday_invalid');
    expect(check(holiday('2026-01-01', '2026-01-02', ` ${'x'.repeat(80)} `))).toBeNull();
    expect(check(holiday('2026-01-01', '2026-01-02', 'x'.repeat(81)))).toEqual({
      problem: 'nameTooLong',
      fields: ['name'],
    });
  });

  it('shows blanks only once a save was tried, and wrong values at once', () => {
    const problems = hoursProblems(
      form({ weekly: [range('blank', '', '10:00'), range('wrong', '12:00', '11:00')] }),
    );
    expect(Object.keys(shownProblems(problems, false).rows)).toEqual(['wrong']);
    expect(Object.keys(shownProblems(problems, true).rows).sort()).toEqual(['blank', 'wrong']);
  });
});
