import { slotsByDay } from '../../../src/features/booking/slots-by-day';

const slot = (startsAt: string) => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
});

const DAYS = ['2026-06-01', '2026-06-02', '2026-06-03'];

describe('slots under the viewer’s days', () => {
  const slots = [
    slot('2026-06-02T09:00:00.000Z'),
    slot('2026-06-01T23:30:00.000Z'),
    slot('2026-06-01T13:00:00.000Z'),
    slot('2026-06-09T13:00:00.000Z'),
  ];

  it('puts each slot on the day it starts on the viewer’s clock, earliest first', () => {
    expect(slotsByDay(slots, DAYS, 'Europe/London')).toEqual([
      { day: '2026-06-01', slots: [slot('2026-06-01T13:00:00.000Z')] },
      {
        day: '2026-06-02',
        // 23:30 UTC is 00:30 the next day in London.
        slots: [slot('2026-06-01T23:30:00.000Z'), slot('2026-06-02T09:00:00.000Z')],
      },
      { day: '2026-06-03', slots: [] },
    ]);
  });

  it('gives another zone other days for the same slots', () => {
    const days = slotsByDay(slots, DAYS, 'America/New_York');
    expect(days.map((day) => day.slots.length)).toEqual([2, 1, 0]);
    expect(days[0]?.slots.map((s) => s.startsAt)).toEqual([
      '2026-06-01T13:00:00.000Z',
      '2026-06-01T23:30:00.000Z',
    ]);
  });

  it('lists every day even with no slots at all', () => {
    expect(slotsByDay([], DAYS, 'UTC')).toEqual(DAYS.map((day) => ({ day, slots: [] })));
  });
});
