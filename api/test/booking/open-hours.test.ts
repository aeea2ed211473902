import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openIntervals, type Interval } from '../../src/booking/open-hours';
import type { Hours } from '../../src/booking/teaching-hours';
import { wallClockAt } from '@app/shared/local-clock';

const minuteOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** The same range on each of these ISO weekdays (1 is Monday). */
const every = (weekdays: number[], start: string, end: string): Hours['weekly'] =>
  weekdays.map((weekday) => ({ weekday, startMinute: minuteOf(start), endMinute: minuteOf(end) }));

const range = (start: string, end: string) => ({
  startMinute: minuteOf(start),
  endMinute: minuteOf(end),
});
const off = (day: string, start?: string, end?: string): Hours['exceptions'][number] => ({
  day,
  kind: 'off',
  ...(start && end ? range(start, end) : { startMinute: null, endMinute: null }),
});
const extra = (day: string, start: string, end: string): Hours['exceptions'][number] => ({
  day,
  kind: 'extra',
  ...range(start, end),
});

function hoursIn(timeZone: string, weekly: Hours['weekly'], more: Partial<Hours> = {}): Hours {
  return {
    timeZone,
    lessonMinutes: [30, 60],
    noticeMinutes: 0,
    trialMinutes: null,
    weekly,
    exceptions: [],
    holidays: [],
    ...more,
  };
}

const utc = (instant: number) => `${new Date(instant).toISOString().slice(0, 16)}Z`;
const spans = (intervals: Interval[]) => intervals.map(({ start, end }) => [utc(start), utc(end)]);

const KARACHI_EVENINGS = every([1, 3], '18:00', '20:00');

interface Case {
  name: string;
  hours: Hours;
  from: string;
  to: string;
  open: Array<[string, string]>;
}

// 2027-03-22 and 2027-03-29 are Mondays; London's clocks go forward on Sunday 2027-03-28 and
// back on Sunday 2026-10-25. Every expected instant was read off the zone's rules independently
// (Intl agrees: see the last test).
const CASES: Case[] = [
  {
    name: 'Karachi (no daylight saving): 18:00-20:00 is 13:00-15:00 UTC every week',
    hours: hoursIn('Asia/Karachi', KARACHI_EVENINGS),
    from: '2027-03-22T00:00Z',
    to: '2027-03-30T00:00Z',
    open: [
      ['2027-03-22T13:00Z', '2027-03-22T15:00Z'],
      ['2027-03-24T13:00Z', '2027-03-24T15:00Z'],
      ['2027-03-29T13:00Z', '2027-03-29T15:00Z'],
    ],
  },
  {
    name: 'London falling back: 09:00-11:00 is 08:00 UTC before, 09:00 UTC after',
    hours: hoursIn('Europe/London', every([6, 7, 1], '09:00', '11:00')),
    from: '2026-10-24T00:00Z',
    to: '2026-10-27T00:00Z',
    open: [
      ['2026-10-24T08:00Z', '2026-10-24T10:00Z'],
      ['2026-10-25T09:00Z', '2026-10-25T11:00Z'],
      ['2026-10-26T09:00Z', '2026-10-26T11:00Z'],
    ],
  },
  {
    name: 'London springing forward: 09:00-11:00 is 09:00 UTC before, 08:00 UTC after',
    hours: hoursIn('Europe/London', every([6, 7, 1], '09:00', '11:00')),
    from: '2027-03-27T00:00Z',
    to: '2027-03-30T00:00Z',
    open: [
      ['2027-03-27T09:00Z', '2027-03-27T11:00Z'],
      ['2027-03-28T08:00Z', '2027-03-28T10:00Z'],
      ['2027-03-29T08:00Z', '2027-03-29T10:00Z'],
    ],
  },
  {
    name: 'Toronto in March: 10:00-12:00 moves from 15:00 to 14:00 UTC on 8 March',
    hours: hoursIn('America/Toronto', every([1, 2, 3, 4, 5, 6, 7], '10:00', '12:00')),
    from: '2026-03-07T00:00Z',
    to: '2026-03-09T00:00Z',
    open: [
      ['2026-03-07T15:00Z', '2026-03-07T17:00Z'],
      ['2026-03-08T14:00Z', '2026-03-08T16:00Z'],
    ],
  },
  {
    name: 'Toronto in November: 10:00-12:00 moves from 14:00 to 15:00 UTC on 1 November',
    hours: hoursIn('America/Toronto', every([1, 2, 3, 4, 5, 6, 7], '10:00', '12:00')),
    from: '2026-10-31T00:00Z',
    to: '2026-11-02T00:00Z',
    open: [
      ['2026-10-31T14:00Z', '2026-10-31T16:00Z'],
      ['2026-11-01T15:00Z', '2026-11-01T17:00Z'],
    ],
  },
  {
    // Egypt's summer time starts at midnight on the last Friday of April.
    name: 'Cairo in April: 16:00-18:00 is 14:00 UTC on Thursday, 13:00 UTC from Friday',
    hours: hoursIn('Africa/Cairo', every([4, 5], '16:00', '18:00')),
    from: '2027-04-29T00:00Z',
    to: '2027-05-01T00:00Z',
    open: [
      ['2027-04-29T14:00Z', '2027-04-29T16:00Z'],
      ['2027-04-30T13:00Z', '2027-04-30T15:00Z'],
    ],
  },
  {
    // It ends at the close of the last Thursday of October.
    name: 'Cairo in October: 16:00-18:00 is 13:00 UTC on Thursday, 14:00 UTC from Friday',
    hours: hoursIn('Africa/Cairo', every([4, 5], '16:00', '18:00')),
    from: '2026-10-29T00:00Z',
    to: '2026-10-31T00:00Z',
    open: [
      ['2026-10-29T13:00Z', '2026-10-29T15:00Z'],
      ['2026-10-30T14:00Z', '2026-10-30T16:00Z'],
    ],
  },
  {
    name: 'Sydney in April (summer time ends): 18:00-20:00 goes from 07:00 to 08:00 UTC',
    hours: hoursIn('Australia/Sydney', every([6, 7], '18:00', '20:00')),
    from: '2026-04-04T00:00Z',
    to: '2026-04-06T00:00Z',
    open: [
      ['2026-04-04T07:00Z', '2026-04-04T09:00Z'],
      ['2026-04-05T08:00Z', '2026-04-05T10:00Z'],
    ],
  },
  {
    name: 'Sydney in October (summer time starts): 18:00-20:00 goes from 08:00 to 07:00 UTC',
    hours: hoursIn('Australia/Sydney', every([6, 7], '18:00', '20:00')),
    from: '2026-10-03T00:00Z',
    to: '2026-10-05T00:00Z',
    open: [
      ['2026-10-03T08:00Z', '2026-10-03T10:00Z'],
      ['2026-10-04T07:00Z', '2026-10-04T09:00Z'],
    ],
  },
  {
    name: 'a range over the hour the clocks skip lasts one real hour (01:00 does not exist)',
    hours: hoursIn('Europe/London', every([7], '01:00', '03:00')),
    from: '2027-03-27T00:00Z',
    to: '2027-03-29T00:00Z',
    open: [['2027-03-28T01:00Z', '2027-03-28T02:00Z']],
  },
  {
    name: 'a range over the hour the clocks repeat lasts three real hours (from the first 01:00)',
    hours: hoursIn('Europe/London', every([7], '01:00', '03:00')),
    from: '2026-10-24T00:00Z',
    to: '2026-10-26T00:00Z',
    open: [['2026-10-25T00:00Z', '2026-10-25T03:00Z']],
  },
  {
    name: 'a range ending 24:00 ends at the next local midnight',
    hours: hoursIn('Asia/Riyadh', every([2], '22:00', '24:00')),
    from: '2026-03-02T00:00Z',
    to: '2026-03-05T00:00Z',
    open: [['2026-03-03T19:00Z', '2026-03-03T21:00Z']],
  },
  {
    name: 'a range ending 24:00 and the next day’s from 00:00 make one interval',
    hours: hoursIn('Asia/Riyadh', [
      ...every([2], '22:00', '24:00'),
      ...every([3], '00:00', '01:00'),
    ]),
    from: '2026-03-02T00:00Z',
    to: '2026-03-05T00:00Z',
    open: [['2026-03-03T19:00Z', '2026-03-03T22:00Z']],
  },
  {
    name: 'a range ending 24:00 the night the clocks fall back lasts its wall-clock two hours',
    hours: hoursIn('Europe/London', every([6], '22:00', '24:00')),
    from: '2026-10-24T00:00Z',
    to: '2026-10-26T00:00Z',
    open: [['2026-10-24T21:00Z', '2026-10-24T23:00Z']],
  },
  {
    name: 'a holiday takes its days whole, extra hours and all',
    hours: hoursIn('Asia/Karachi', KARACHI_EVENINGS, {
      holidays: [{ firstDay: '2027-03-24', lastDay: '2027-03-28', name: 'Umrah' }],
      exceptions: [extra('2027-03-25', '09:00', '10:00')],
    }),
    from: '2027-03-22T00:00Z',
    to: '2027-03-30T00:00Z',
    open: [
      ['2027-03-22T13:00Z', '2027-03-22T15:00Z'],
      ['2027-03-29T13:00Z', '2027-03-29T15:00Z'],
    ],
  },
  {
    name: 'a day off takes that day only',
    hours: hoursIn('Asia/Karachi', KARACHI_EVENINGS, { exceptions: [off('2027-03-22')] }),
    from: '2027-03-22T00:00Z',
    to: '2027-03-30T00:00Z',
    open: [
      ['2027-03-24T13:00Z', '2027-03-24T15:00Z'],
      ['2027-03-29T13:00Z', '2027-03-29T15:00Z'],
    ],
  },
  {
    name: 'some hours off cut the day’s range in two; hours off where there are none change nothing',
    hours: hoursIn('Asia/Karachi', KARACHI_EVENINGS, {
      exceptions: [off('2027-03-22', '18:30', '19:15'), off('2027-03-24', '08:00', '09:00')],
    }),
    from: '2027-03-22T00:00Z',
    to: '2027-03-25T00:00Z',
    open: [
      ['2027-03-22T13:00Z', '2027-03-22T13:30Z'],
      ['2027-03-22T14:15Z', '2027-03-22T15:00Z'],
      ['2027-03-24T13:00Z', '2027-03-24T15:00Z'],
    ],
  },
  {
    name: 'extra hours open a day that has none',
    hours: hoursIn('Asia/Karachi', KARACHI_EVENINGS, {
      exceptions: [extra('2027-03-23', '09:00', '10:00')],
    }),
    from: '2027-03-23T00:00Z',
    to: '2027-03-24T00:00Z',
    open: [['2027-03-23T04:00Z', '2027-03-23T05:00Z']],
  },
  {
    name: 'extra hours next to the weekly ones join them',
    hours: hoursIn('Asia/Karachi', KARACHI_EVENINGS, {
      exceptions: [extra('2027-03-22', '19:00', '21:00')],
    }),
    from: '2027-03-22T00:00Z',
    to: '2027-03-23T00:00Z',
    open: [['2027-03-22T13:00Z', '2027-03-22T16:00Z']],
  },
  {
    name: 'a day off with extra hours has just the extra hours',
    hours: hoursIn('Asia/Karachi', KARACHI_EVENINGS, {
      exceptions: [off('2027-03-22'), extra('2027-03-22', '10:00', '11:00')],
    }),
    from: '2027-03-22T00:00Z',
    to: '2027-03-23T00:00Z',
    open: [['2027-03-22T05:00Z', '2027-03-22T06:00Z']],
  },
  {
    name: 'a Sheikh a day ahead (Auckland): Tuesday morning there is Monday evening in UTC',
    hours: hoursIn('Pacific/Auckland', every([2], '08:00', '10:00')),
    from: '2027-03-22T00:00Z',
    to: '2027-03-23T00:00Z',
    open: [['2027-03-22T19:00Z', '2027-03-22T21:00Z']],
  },
  {
    name: 'cut by the window: the start moves to the next slot step, the end to the window’s',
    hours: hoursIn('Asia/Karachi', KARACHI_EVENINGS),
    from: '2027-03-22T13:07Z',
    to: '2027-03-22T14:50Z',
    open: [['2027-03-22T13:15Z', '2027-03-22T14:50Z']],
  },
  {
    name: 'a window that does not run forwards has nothing',
    hours: hoursIn('Asia/Karachi', KARACHI_EVENINGS),
    from: '2027-03-22T15:00Z',
    to: '2027-03-22T13:00Z',
    open: [],
  },
];

describe('open hours: the Sheikh’s wall-clock hours as instants', () => {
  for (const row of CASES) {
    it(row.name, () => {
      const open = openIntervals(row.hours, new Date(row.from), new Date(row.to));
      assert.deepEqual(spans(open), row.open);
    });
  }

  it('a Sheikh in Karachi at 18:00 shows at 13:00 in London in GMT, 14:00 once BST starts', () => {
    const open = openIntervals(
      hoursIn('Asia/Karachi', KARACHI_EVENINGS),
      new Date('2027-03-22T00:00Z'),
      new Date('2027-03-30T00:00Z'),
    );
    const inLondon = open.map(({ start, end }) => {
      const from = wallClockAt(new Date(start), 'Europe/London');
      const to = wallClockAt(new Date(end), 'Europe/London');
      return [from.day, from.minute / 60, to.minute / 60];
    });
    assert.deepEqual(inLondon, [
      ['2027-03-22', 13, 15],
      ['2027-03-24', 13, 15],
      ['2027-03-29', 14, 16],
    ]);
  });

  it('the expected offsets agree with Intl’s own reading of the zones', () => {
    const offset = (timeZone: string, iso: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })
        .formatToParts(new Date(iso))
        .find((part) => part.type === 'timeZoneName')?.value;
    assert.equal(offset('Africa/Cairo', '2027-04-29T14:00Z'), 'GMT+02:00');
    assert.equal(offset('Africa/Cairo', '2027-04-30T13:00Z'), 'GMT+03:00');
    assert.equal(offset('Africa/Cairo', '2026-10-29T13:00Z'), 'GMT+03:00');
    assert.equal(offset('Africa/Cairo', '2026-10-30T14:00Z'), 'GMT+02:00');
    assert.equal(offset('Australia/Sydney', '2026-04-04T07:00Z'), 'GMT+11:00');
    assert.equal(offset('Australia/Sydney', '2026-04-05T08:00Z'), 'GMT+10:00');
    assert.equal(offset('Pacific/Auckland', '2027-03-22T19:00Z'), 'GMT+13:00');
  });
});
