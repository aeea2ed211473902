import { toggleSlot, type SelectionRules } from '../../../src/features/booking/selection';

const LONDON: SelectionRules = {
  trial: false,
  viewerTimeZone: 'Europe/London',
  sheikhTimeZone: 'Europe/London',
};

const MON_18 = '2026-06-01T17:00:00.000Z';
const MON_19 = '2026-06-01T18:00:00.000Z';
const WED_18 = '2026-06-03T17:00:00.000Z';
const FRI_18 = '2026-06-05T17:00:00.000Z';

describe('picking slots in the shown week', () => {
  it('picks one slot, and unpicks it with a second tap', () => {
    const picked = toggleSlot([], MON_18, LONDON);
    expect(picked).toEqual([MON_18]);
    expect(toggleSlot(picked, MON_18, LONDON)).toEqual([]);
  });

  it('keeps one slot a weekday: another on the same day replaces it', () => {
    expect(toggleSlot([MON_18], MON_19, LONDON)).toEqual([MON_19]);
  });

  it('adds slots on other days for a weekly series, in time order', () => {
    expect(toggleSlot(toggleSlot([FRI_18], MON_18, LONDON), WED_18, LONDON)).toEqual([
      MON_18,
      WED_18,
      FRI_18,
    ]);
  });

  it("replaces a slot on the same day of the Sheikh's clock, though another of the viewer's", () => {
    const rules = { ...LONDON, viewerTimeZone: 'America/New_York', sheikhTimeZone: 'Asia/Karachi' };
    // New York Mon 22:00 and Tue 08:00 are both Tuesday in Karachi (07:00 and 17:00).
    const monNight = '2026-06-02T02:00:00.000Z';
    const tueMorning = '2026-06-02T12:00:00.000Z';
    expect(toggleSlot([monNight], tueMorning, rules)).toEqual([tueMorning]);
  });

  it('keeps a trial to one slot', () => {
    const trial = { ...LONDON, trial: true };
    expect(toggleSlot([MON_18], WED_18, trial)).toEqual([WED_18]);
    expect(toggleSlot([WED_18], WED_18, trial)).toEqual([]);
  });

  it('replaces a pick on the same weekday, even less than a week before', () => {
    const nextMonday = '2026-06-08T16:00:00.000Z';
    expect(toggleSlot([MON_18], nextMonday, LONDON)).toEqual([nextMonday]);
  });

  it("replaces a pick on the same weekday of the Sheikh's clock at the week's two ends", () => {
    const rules = { ...LONDON, viewerTimeZone: 'America/New_York', sheikhTimeZone: 'Asia/Karachi' };
    // New York Mon 01:00 and Sun 23:00 are both Monday in Karachi, six days and 22 hours apart.
    const mondayEarly = '2026-06-01T05:00:00.000Z';
    const sundayLate = '2026-06-08T03:00:00.000Z';
    expect(toggleSlot([mondayEarly], sundayLate, rules)).toEqual([sundayLate]);
  });
});
