import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { TeachingHours, User } from '../../shared/src/protocol';
import {
  ISOLATED_STORES,
  SCRIPTED_USE_ALLOWANCES,
  startPlatform,
  type RunningPlatform,
} from '../../scripts/lib/platform';
import { portsFromEnv } from '../../scripts/lib/ports';
import { recordPeerConnections, teacherRow } from '../support/call';
import { nextClocksForward } from '../support/clock-change';
import { DEMO } from '../support/demo';
import { startInLanguage, type Language } from '../support/language';
import { E2E_PORTS } from '../support/platform';
import { ShiftedClock, shiftedClockMissing } from '../support/shifted-clock';
import { counted, fill, TEXTS } from '../support/texts';

// A school's week across two countries and a change of clocks. A Sheikh in Karachi (no daylight
// saving) teaches Mondays and Wednesdays 18:00-20:00, which is 13:00-15:00 in London in winter
// (GMT) and 14:00-16:00 once London's clocks go forward (BST). The platform runs on a date a week
// before that change, found from the zone's rules, on ports and a database of its own, with its
// API's clock moved by libfaketime and each browser's by Playwright.

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const KARACHI = 'Asia/Karachi';
const LONDON = 'Europe/London';

const teacher = DEMO.teachers[0]!;
const [student, rival] = DEMO.students as [(typeof DEMO.students)[0], (typeof DEMO.students)[0]];

/** Mondays and Wednesdays 18:00-20:00 on the Sheikh's clock, 30-minute lessons, no trial. */
const HOURS: TeachingHours = {
  timeZone: KARACHI,
  lessonMinutes: [30],
  noticeMinutes: 0,
  trialMinutes: null,
  weekly: [
    { weekday: 1, start: '18:00', end: '20:00' },
    { weekday: 3, start: '18:00', end: '20:00' },
  ],
  exceptions: [],
  holidays: [],
};

/** The UTC calendar day of an instant, as the booking page's day groups name it. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** The journey's dates, from the next time London's clocks go forward (a Sunday, 01:00 UTC). */
function journeyDates() {
  const change = nextClocksForward(LONDON, new Date());
  const sunday = Date.UTC(change.getUTCFullYear(), change.getUTCMonth(), change.getUTCDate());
  const at = (days: number, hour: number, minute = 0) =>
    new Date(sunday + days * DAY_MS + (hour * 60 + minute) * MINUTE_MS);
  return {
    // The Sunday before the change, in the morning: the week shown first is a winter week.
    start: at(-7, 9),
    // The lessons, all at 18:00 in Karachi (13:00 UTC).
    winterMonday: at(-6, 13),
    winterWednesday: at(-4, 13),
    summerMonday: at(1, 13),
    summerWednesday: at(3, 13),
  };
}

interface Side {
  page: Page;
  userId: string;
}

async function openSide(
  platform: RunningPlatform,
  browser: Browser,
  clock: ShiftedClock,
  account: { email: string },
  timezoneId: string,
  language: Language,
): Promise<Side> {
  const context = await browser.newContext({ timezoneId, baseURL: platform.shellUrl });
  await clock.follow(context);
  await context.addInitScript(recordPeerConnections);
  await startInLanguage(context, language);
  const login = await context.request.post(`${platform.api.url}/auth/login`, {
    data: { contact: account.email, password: DEMO.password },
    headers: { Origin: platform.shellUrl },
  });
  expect(login.ok()).toBe(true);
  const { user } = (await login.json()) as { user: User };
  return { page: await context.newPage(), userId: user._id };
}

/** The booking section's group of one day's free times. */
const dayGroup = (page: Page, instant: Date) => page.getByTestId(`booking-day-${dayOf(instant)}`);

/** The free time buttons of one day, as their labels ("13:00"). */
async function timesOn(page: Page, instant: Date): Promise<string[]> {
  const group = dayGroup(page, instant);
  await expect(group).toBeVisible();
  return group.getByRole('button').allTextContents();
}

/**
 * A lesson's "13:00–13:30" as the texts show it: in Arabic each time is isolated in its own
 * direction (FSI ... PDI), as `fill` does with every value.
 */
function span(start: string, end: string, language: Language): string {
  const isolate = (time: string) => (language === 'ar' ? `\u2068${time}\u2069` : time);
  return `${isolate(start)}–${isolate(end)}`;
}

const PORT_OFFSETS: Record<Language, number> = { en: 40, ar: 50 };

for (const language of ['en', 'ar'] as const) {
  test(`booked lessons across time zones and a change of clocks (${language}): a weekly series, a refused second student, the reminder, Join through the usual call, an absent student, the history`, async ({
    browser,
  }) => {
    const missing = shiftedClockMissing();
    test.skip(missing !== null, missing ?? '');
    test.setTimeout(300_000);
    const texts = TEXTS[language];
    const dates = journeyDates();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quran-live-booking-'));
    const clock = new ShiftedClock(path.join(dataDir, 'faketime'), dates.start);
    const platform = await startPlatform({
      ports: portsFromEnv(E2E_PORTS.shell + PORT_OFFSETS[language]),
      dataDir,
      apiEnv: {
        ...ISOLATED_STORES,
        ...SCRIPTED_USE_ALLOWANCES,
        ...clock.apiEnv,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
      },
    });
    try {
      const sheikh = await openSide(platform, browser, clock, teacher, KARACHI, language);
      const learner = await openSide(platform, browser, clock, student, LONDON, language);
      const other = await openSide(platform, browser, clock, rival, LONDON, language);

      // The Sheikh opens Mondays and Wednesdays, 18:00-20:00 on the Sheikh's own clock.
      const saved = await sheikh.page.request.put(`${platform.api.url}/booking/hours`, {
        data: HOURS,
        headers: { Origin: platform.shellUrl },
      });
      expect(saved.ok()).toBe(true);
      const sheikhId = sheikh.userId;

      // In London the same hours are 13:00 in the winter week and 14:00 in the summer one.
      for (const side of [learner, other]) {
        await side.page.goto(`/teachers/${sheikhId}`);
        await expect(side.page.getByTestId('booking')).toBeVisible();
      }
      const page = learner.page;
      const booking = page.getByTestId('booking');
      expect((await timesOn(page, dates.winterMonday))[0]).toBe('13:00');
      expect((await timesOn(page, dates.winterWednesday))[0]).toBe('13:00');
      await booking.getByRole('button', { name: texts.booking.nextWeek }).click();
      expect((await timesOn(page, dates.summerMonday))[0]).toBe('14:00');
      expect((await timesOn(page, dates.summerWednesday))[0]).toBe('14:00');
      await booking.getByRole('button', { name: texts.booking.previousWeek }).click();

      // A series: Monday and Wednesday at 13:00 for two weeks, across the change.
      await dayGroup(page, dates.winterMonday).getByRole('button', { name: '13:00' }).click();
      await dayGroup(page, dates.winterWednesday).getByRole('button', { name: '13:00' }).click();
      await booking.getByLabel(texts.booking.repeat).click();
      await page
        .getByRole('option', { name: counted(texts.booking, 'weeks', 2, language), exact: true })
        .click();
      await booking.getByRole('button', { name: texts.booking.book, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: texts.booking.dialog.title });
      await expect(confirm).toContainText(counted(texts.booking.dialog, 'lessons', 4, language));
      for (const [start, end] of [
        ['13:00', '13:30'],
        ['14:00', '14:30'],
      ] as const) {
        await expect(confirm).toContainText(span(start, end, language));
      }
      await confirm.getByRole('button', { name: texts.booking.dialog.confirm }).click();
      await expect(page.getByTestId('booking-notice')).toHaveText(
        counted(texts.booking, 'booked', 4, language),
      );

      // The other student still has 13:00 on the page, picks it, and is told it was taken.
      await dayGroup(other.page, dates.winterMonday).getByRole('button', { name: '13:00' }).click();
      await other.page
        .getByTestId('booking')
        .getByRole('button', { name: texts.booking.book, exact: true })
        .click();
      await expect(other.page.getByTestId('booking-notice')).toContainText(
        texts.errors.apiErrors['booking.slot_taken'],
      );

      // Each side sees every lesson at its instant on its own clock: 13:00 then 14:00 in London,
      // 18:00 throughout in Karachi.
      const expectLessons = async (side: Side, starts: readonly string[]) => {
        const times = starts.map((start) => span(start, start.replace(':00', ':30'), language));
        await side.page.goto('/main');
        const upcoming = side.page.getByTestId('upcoming-lessons');
        await expect(upcoming.getByTestId('next-lesson')).toContainText(times[0]!);
        const later = upcoming.getByTestId('later-lesson');
        await expect(later).toHaveCount(times.length - 1);
        for (const [index, time] of times.slice(1).entries()) {
          await expect(later.nth(index)).toContainText(time);
        }
      };
      await expectLessons(learner, ['13:00', '13:00', '14:00', '14:00']);
      await expectLessons(sheikh, ['18:00', '18:00', '18:00', '18:00']);

      // Fifteen minutes before the first lesson, both are reminded.
      await clock.moveTo(new Date(dates.winterMonday.getTime() - 15 * MINUTE_MS + 5_000));
      const sheikhName = teacher.name;
      const reminder = fill(texts.notifications.types.lessonReminder_soon, { name: sheikhName });
      const bell = page.getByRole('button', { name: new RegExp(`^${texts.notifications.title}`) });
      const panel = page.getByRole('dialog', { name: texts.notifications.title });
      // The reminders run once a minute.
      await expect(async () => {
        await bell.click();
        try {
          await expect(panel.getByTestId('notification-item').first()).toContainText(reminder, {
            timeout: 5_000,
          });
        } finally {
          await page.keyboard.press('Escape');
        }
      }).toPass({ timeout: 90_000 });

      // From ten minutes before, Join starts the lesson through the usual call.
      await clock.moveTo(new Date(dates.winterMonday.getTime() - 5 * MINUTE_MS));
      // Presence is kept by the wall clock: a jump of minutes outlives the Sheikh's last sign of
      // life, as if the Sheikh had been gone that long. Opening the page again says "here".
      await sheikh.page.reload();
      await page.reload();
      await expect(
        teacherRow(page, sheikhName).getByText(texts.meeting.teachers.status.online, {
          exact: true,
        }),
      ).toBeVisible({ timeout: 20_000 });
      await page
        .getByTestId('next-lesson')
        .getByRole('button', { name: fill(texts.upcoming.join.label, { name: sheikhName }) })
        .click();
      const ringing = sheikh.page.getByTestId('receiver-overlay');
      await expect(ringing).toBeVisible();
      await ringing.getByRole('button', { name: texts.meeting.call.accept }).click();
      for (const side of [sheikh, learner]) {
        await expect(side.page.getByTestId('meeting-view')).toHaveAttribute('data-status', 'live', {
          timeout: 20_000,
        });
      }
      await sheikh.page.getByRole('button', { name: texts.meeting.video.hangUp }).click();
      await expect(sheikh.page.getByTestId('meeting-view')).toBeHidden({ timeout: 10_000 });

      // The student never joins Wednesday's lesson: ten minutes after its start it is marked
      // absent, and the rest of its half hour is the Sheikh's again, bookable from 13:15.
      await clock.moveTo(new Date(dates.winterWednesday.getTime() - MINUTE_MS));
      await other.page.goto(`/teachers/${sheikhId}`);
      await expect(dayGroup(other.page, dates.winterWednesday)).toBeVisible();
      await expect(
        dayGroup(other.page, dates.winterWednesday).getByRole('button', { name: '13:15' }),
      ).toHaveCount(0);
      await clock.moveTo(new Date(dates.winterWednesday.getTime() + 10 * MINUTE_MS + 5_000));
      await expect(async () => {
        await other.page.reload();
        await expect(
          dayGroup(other.page, dates.winterWednesday).getByRole('button', { name: '13:15' }),
        ).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });

      // Once Wednesday's half hour is over, the student's history keeps both lessons with what
      // became of each, newest first.
      await clock.moveTo(new Date(dates.winterWednesday.getTime() + 31 * MINUTE_MS));
      await page.goto('/history');
      const past = page.getByTestId('past-booked-lesson');
      await expect(past).toHaveCount(2);
      await expect(past.nth(0)).toContainText(texts.history.booked.outcome.youAbsent);
      await expect(past.nth(1)).toContainText(texts.history.booked.outcome.attended);
    } finally {
      await platform.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
