import {
  bookingFormReducer,
  INITIAL_BOOKING_FORM,
  type BookingForm,
} from '../../../src/features/booking/booking-form';

const RULES = { trial: false, viewerTimeZone: 'UTC', sheikhTimeZone: 'UTC' };
const MON = '2026-06-01T17:00:00.000Z';
const WED = '2026-06-03T17:00:00.000Z';

const picked: BookingForm = { ...INITIAL_BOOKING_FORM, selected: [MON, WED], weeks: 4 };

describe('the booking form', () => {
  it('starts on this week, the first length, nothing picked, one week', () => {
    expect(INITIAL_BOOKING_FORM).toEqual({ week: 0, choice: null, selected: [], weeks: 1 });
  });

  it('picks by the selection rules', () => {
    const form = bookingFormReducer(INITIAL_BOOKING_FORM, {
      type: 'toggle',
      startsAt: WED,
      rules: RULES,
    });
    expect(
      bookingFormReducer(form, { type: 'toggle', startsAt: MON, rules: RULES }).selected,
    ).toEqual([MON, WED]);
  });

  it('drops the picks with another week, and keeps the length shown for it', () => {
    const choice = { minutes: 30, trial: false };
    expect(bookingFormReducer(picked, { type: 'week', week: 1, choice })).toEqual({
      week: 1,
      choice,
      selected: [],
      weeks: 4,
    });
    expect(bookingFormReducer(picked, { type: 'week', week: -1, choice }).week).toBe(0);
  });

  it('drops the picks with another length', () => {
    const choice = { minutes: 15, trial: true };
    expect(bookingFormReducer(picked, { type: 'choice', choice })).toMatchObject({
      choice,
      selected: [],
    });
  });

  it('keeps the weeks within 1 to 12, and clears', () => {
    expect(bookingFormReducer(picked, { type: 'weeks', weeks: 13 }).weeks).toBe(12);
    expect(bookingFormReducer(picked, { type: 'weeks', weeks: 0 }).weeks).toBe(1);
    expect(bookingFormReducer(picked, { type: 'clear' }).selected).toEqual([]);
  });
});
