import {
  newException,
  nextRangeTimes,
  withLength,
  withRangeAdded,
  withWholeDay,
  withoutRow,
  withRowChanged,
} from '../../../src/features/teaching-hours/lib/hours-edits';
import {
  noticeChoices,
  noticeWording,
} from '../../../src/features/teaching-hours/lib/notice-choices';
import { weekdayName } from '../../../src/features/teaching-hours/lib/weekday-names';

describe('the edits of the hours form', () => {
  it('keeps lesson lengths in their own order whatever order they are ticked in', () => {
    expect(withLength([60], 20, true)).toEqual([20, 60]);
    expect(withLength([20, 60], 20, false)).toEqual([60]);
  });

  it('adds a morning to an empty day, then an hour after the latest end', () => {
    expect(nextRangeTimes([])).toEqual({ start: '09:00', end: '12:00' });
    expect(nextRangeTimes([{ end: '12:00' }, { end: '10:00' }])).toEqual({
      start: '12:00',
      end: '13:00',
    });
    expect(nextRangeTimes([{ end: '23:30' }])).toEqual({ start: '23:30', end: '00:00' });
    expect(nextRangeTimes([{ end: '00:00' }])).toEqual({ start: '', end: '' });
    expect(nextRangeTimes([{ end: '' }])).toEqual({ start: '09:00', end: '12:00' });
  });

  it('adds a range on its weekday only, and changes and removes rows by key', () => {
    const monday = withRangeAdded([], 1);
    const both = withRangeAdded(withRangeAdded(monday, 3), 1);
    expect(both.map(({ weekday, start, end }) => [weekday, start, end])).toEqual([
      [1, '09:00', '12:00'],
      [3, '09:00', '12:00'],
      [1, '12:00', '13:00'],
    ]);
    const key = both[1]!.key;
    expect(withRowChanged(both, key, { end: '11:00' })[1]?.end).toBe('11:00');
    expect(withoutRow(both, key).map((row) => row.weekday)).toEqual([1, 1]);
  });

  it('starts a day off whole, and gives it a morning when it becomes some hours', () => {
    const off = newException('off');
    expect(off).toMatchObject({ kind: 'off', day: '', wholeDay: true, start: '', end: '' });
    expect(withWholeDay(off, false)).toMatchObject({
      wholeDay: false,
      start: '09:00',
      end: '12:00',
    });
    const typed = { ...off, wholeDay: false, start: '14:00', end: '15:00' };
    expect(withWholeDay(typed, true)).toMatchObject({ wholeDay: true, start: '14:00' });
    expect(newException('extra')).toMatchObject({ wholeDay: false, start: '09:00', end: '12:00' });
  });
});

describe('the notices offered', () => {
  it('offers the usual notices, and keeps one saved some other way', () => {
    expect(noticeChoices(720)).toEqual([0, 60, 120, 240, 720, 1440, 2880]);
    expect(noticeChoices(90)).toEqual([0, 60, 90, 120, 240, 720, 1440, 2880]);
    expect(noticeChoices(10080)).toContain(10080);
    expect(noticeChoices(-5)).not.toContain(-5);
  });

  it('says a notice in hours when it is whole hours', () => {
    expect(noticeWording(0)).toEqual({ unit: 'none' });
    expect(noticeWording(2880)).toEqual({ unit: 'hours', count: 48 });
    expect(noticeWording(90)).toEqual({ unit: 'minutes', count: 90 });
  });
});

it('names weekdays in the page language, Monday first', () => {
  expect(weekdayName(1, 'en')).toBe('Monday');
  expect(weekdayName(7, 'en')).toBe('Sunday');
  expect(weekdayName(1, 'ar')).toBe('الاثنين');
  expect(weekdayName(5, 'ar')).toBe('الجمعة');
});
