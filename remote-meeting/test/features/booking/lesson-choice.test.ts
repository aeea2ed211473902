import { initI18n } from '@app/shared';
import { loadWeekSlots } from '../../../src/features/booking/api/load-week-slots';
import {
  choiceKey,
  isLengthRefusal,
  lessonChoices,
} from '../../../src/features/booking/lesson-choice';
import { fakeApi, refusal } from '../../support/fake-api';

const TEACHER = 'b2d7c0f4-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const WINDOW = { from: '2026-06-01T00:00:00.000Z', to: '2026-06-08T00:00:00.000Z' };
const TERMS = {
  timeZone: 'Asia/Karachi',
  minutes: 30,
  lessonMinutes: [45, 30],
  trialMinutes: null,
  noticeMinutes: 60,
  slots: [],
};

beforeAll(async () => {
  await initI18n();
});

describe('lesson lengths', () => {
  it('offers the lengths shortest first, then the trial while the student may take it', () => {
    expect(lessonChoices({ lessonMinutes: [45, 30], trialMinutes: 20 })).toEqual([
      { minutes: 30, trial: false },
      { minutes: 45, trial: false },
      { minutes: 20, trial: true },
    ]);
    expect(lessonChoices({ lessonMinutes: [60], trialMinutes: null })).toEqual([
      { minutes: 60, trial: false },
    ]);
    expect(choiceKey({ minutes: 20, trial: true })).toBe('trial-20');
    expect(choiceKey({ minutes: 20, trial: false })).toBe('20');
  });
});

describe('loading a week of slots', () => {
  const minutesAsked = () =>
    (globalThis.fetch as jest.Mock).mock.calls.map(([url]) =>
      new URL(String(url)).searchParams.get('minutes'),
    );

  it("asks without a length before one is chosen, and takes the Sheikh's shortest", async () => {
    fakeApi({ [`GET /teachers/${TEACHER}/slots`]: { status: 200, body: { data: TERMS } } });
    const week = await loadWeekSlots(TEACHER, WINDOW, null);
    expect(week.choice).toEqual({ minutes: 30, trial: false });
    expect(week.timeZone).toBe('Asia/Karachi');
    const url = new URL(String((globalThis.fetch as jest.Mock).mock.calls[0]?.[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: WINDOW.from,
      to: WINDOW.to,
      trial: 'false',
    });
  });

  it('asks a chosen length once, and passes its refusal on', async () => {
    fakeApi({ [`GET /teachers/${TEACHER}/slots`]: refusal(409, 'booking.trial_used') });
    const failure = loadWeekSlots(TEACHER, WINDOW, { minutes: 20, trial: true });
    await expect(failure).rejects.toMatchObject({ code: 'booking.trial_used' });
    expect(isLengthRefusal(await failure.catch((error: unknown) => error))).toBe(true);
    expect(minutesAsked()).toEqual(['20']);
  });
});
