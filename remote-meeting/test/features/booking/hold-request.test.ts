import { holdRequest } from '../../../src/features/booking/hold-request';

const TEACHER = 'b2d7c0f4-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const MON = '2026-06-01T17:00:00.000Z';
const WED = '2026-06-03T17:00:00.000Z';

describe('the hold request from the form', () => {
  it('is nothing without a pick', () => {
    expect(
      holdRequest({
        teacherId: TEACHER,
        selected: [],
        choice: { minutes: 30, trial: false },
        weeks: 4,
        timeZone: 'Europe/London',
      }),
    ).toBeNull();
  });

  it('sends one lesson for one pick and one week', () => {
    expect(
      holdRequest({
        teacherId: TEACHER,
        selected: [MON],
        choice: { minutes: 45, trial: false },
        weeks: 1,
        timeZone: 'Europe/London',
      }),
    ).toEqual({
      teacherId: TEACHER,
      starts: [MON],
      minutes: 45,
      weeks: 1,
      trial: false,
      timeZone: 'Europe/London',
    });
  });

  it('sends each picked weekday first, in order, for the weeks chosen', () => {
    expect(
      holdRequest({
        teacherId: TEACHER,
        selected: [WED, MON],
        choice: { minutes: 30, trial: false },
        weeks: 8,
        timeZone: 'Asia/Karachi',
      }),
    ).toMatchObject({ starts: [MON, WED], weeks: 8, trial: false, timeZone: 'Asia/Karachi' });
  });

  it('keeps the weeks within 1 to 12', () => {
    const draft = {
      teacherId: TEACHER,
      selected: [MON],
      choice: { minutes: 30, trial: false },
      timeZone: 'UTC',
    };
    expect(holdRequest({ ...draft, weeks: 40 })?.weeks).toBe(12);
    expect(holdRequest({ ...draft, weeks: 0 })?.weeks).toBe(1);
  });

  it('makes a trial one lesson, one week, of the trial length', () => {
    expect(
      holdRequest({
        teacherId: TEACHER,
        selected: [WED, MON],
        choice: { minutes: 15, trial: true },
        weeks: 6,
        timeZone: 'UTC',
      }),
    ).toMatchObject({ starts: [MON], minutes: 15, weeks: 1, trial: true });
  });
});
