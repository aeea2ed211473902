import type { TeachingHours } from '@app/shared';
import {
  emptyHoursValues,
  hoursValuesChanged,
  hoursValuesOf,
  teachingHoursOf,
} from '../../../src/features/teaching-hours/lib/hours-conversion';
import { withRangeAdded } from '../../../src/features/teaching-hours/lib/hours-edits';

const saved: TeachingHours = {
  timeZone: 'Asia/Riyadh',
  lessonMinutes: [60, 30],
  noticeMinutes: 120,
  trialMinutes: 15,
  weekly: [
    { weekday: 1, start: '18:00', end: '24:00' },
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 5, start: '00:00', end: '24:00' },
  ],
  exceptions: [
    { kind: 'extra', day: '2026-04-02', start: '20:00', end: '22:30' },
    { kind: 'off', day: '2026-04-01', start: null, end: null },
    { kind: 'off', day: '2026-04-01', start: '09:00', end: '10:00' },
  ],
  holidays: [
    { from: '2026-06-01', to: '2026-06-10', name: null },
    { from: '2026-03-20', to: '2026-03-22', name: 'Eid al-Fitr' },
  ],
};

describe('the form of teaching hours', () => {
  it('starts a Sheikh with no saved hours in the browser zone, with nothing opened', () => {
    expect(hoursValuesOf(null, 'Europe/London')).toEqual(emptyHoursValues('Europe/London'));
  });

  it('sends an untouched empty form as exactly this body', () => {
    expect(teachingHoursOf(emptyHoursValues('Africa/Cairo'))).toEqual({
      timeZone: 'Africa/Cairo',
      lessonMinutes: [30],
      noticeMinutes: 720,
      trialMinutes: null,
      weekly: [],
      exceptions: [],
      holidays: [],
    });
  });

  it('shows midnight as the 00:00 a time input can hold, and a whole day off without hours', () => {
    const values = hoursValuesOf(saved, 'Europe/London');
    expect(values.timeZone).toBe('Asia/Riyadh');
    expect(values.lessonMinutes).toEqual([30, 60]);
    expect(values.weekly.map(({ weekday, start, end }) => [weekday, start, end])).toEqual([
      [1, '18:00', '00:00'],
      [1, '09:00', '12:00'],
      [5, '00:00', '00:00'],
    ]);
    expect(values.exceptions[1]).toMatchObject({ kind: 'off', wholeDay: true, start: '', end: '' });
    expect(values.exceptions[2]).toMatchObject({ kind: 'off', wholeDay: false, start: '09:00' });
    expect(values.holidays[0]?.name).toBe('');
    expect(new Set(values.weekly.map((range) => range.key)).size).toBe(3);
  });

  it('sends back what it was given, in calendar order', () => {
    expect(teachingHoursOf(hoursValuesOf(saved, 'Europe/London'))).toEqual({
      timeZone: 'Asia/Riyadh',
      lessonMinutes: [30, 60],
      noticeMinutes: 120,
      trialMinutes: 15,
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '18:00', end: '24:00' },
        { weekday: 5, start: '00:00', end: '24:00' },
      ],
      exceptions: [
        { kind: 'off', day: '2026-04-01', start: null, end: null },
        { kind: 'off', day: '2026-04-01', start: '09:00', end: '10:00' },
        { kind: 'extra', day: '2026-04-02', start: '20:00', end: '22:30' },
      ],
      holidays: [
        { from: '2026-03-20', to: '2026-03-22', name: 'Eid al-Fitr' },
        { from: '2026-06-01', to: '2026-06-10', name: null },
      ],
    });
  });

  it('sends no hours for a whole day off, even ones typed before ticking it', () => {
    const values = hoursValuesOf(saved, 'UTC');
    const partial = values.exceptions[2]!;
    const body = teachingHoursOf({
      ...values,
      exceptions: [{ ...partial, wholeDay: true }],
      holidays: [{ key: 'h', from: '2026-01-01', to: '2026-01-01', name: '   Travel  ' }],
    });
    expect(body.exceptions).toEqual([{ kind: 'off', day: '2026-04-01', start: null, end: null }]);
    expect(body.holidays).toEqual([{ from: '2026-01-01', to: '2026-01-01', name: 'Travel' }]);
  });

  it('calls a form changed by what it says, never by its row keys', () => {
    const first = hoursValuesOf(saved, 'UTC');
    const again = hoursValuesOf(saved, 'UTC');
    expect(first.weekly[0]?.key).not.toBe(again.weekly[0]?.key);
    expect(hoursValuesChanged(first, again)).toBe(false);
    expect(hoursValuesChanged(first, { ...first, weekly: withRangeAdded(first.weekly, 2) })).toBe(
      true,
    );
    expect(hoursValuesChanged(first, { ...first, trialMinutes: null })).toBe(true);
  });
});
