import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { TEXTS } from '../support/texts';
import { startLesson } from './lesson';

const DAY_MS = 24 * 60 * 60 * 1000;

for (const language of ['en', 'ar'] as const) {
  const H = TEXTS[language].hifz;
  const M = TEXTS[language].meeting;

  /** Fills the Sheikh's Hifz form with one lane, its portion and its grade, and sends it. */
  async function send(
    sheikh: Page,
    lane: keyof typeof H.lanes,
    grade: keyof typeof H.grades,
    portion:
      | { unit: 'ayat'; surah: number; from: number; to: number }
      | { unit: 'pages' | 'juz'; from: number; to?: number },
  ): Promise<void> {
    const form = sheikh.getByTestId('hifz-form');
    await form.getByRole('button', { name: H.lanes[lane], exact: true }).click();
    await form.getByRole('button', { name: H.units[portion.unit], exact: true }).click();
    if (portion.unit === 'ayat') {
      await form.getByLabel(H.form.surah, { exact: true }).fill(String(portion.surah));
      await form.getByLabel(H.form.fromAyah, { exact: true }).fill(String(portion.from));
      await form.getByLabel(H.form.toAyah, { exact: true }).fill(String(portion.to));
    } else {
      await form.getByLabel(H.form.from, { exact: true }).fill(String(portion.from));
      await form.getByLabel(H.form.to, { exact: true }).fill(String(portion.to ?? ''));
    }
    await form.getByRole('button', { name: H.grades[grade], exact: true }).click();
    await form.getByRole('button', { name: H.form.record, exact: true }).click();
  }

  /** Records one lane and waits for the session's list to show it. */
  async function record(
    sheikh: Page,
    ...lane: Parameters<typeof send> extends [Page, ...infer R] ? R : never
  ) {
    const recorded = sheikh.getByTestId('lesson-hifz').getByTestId('hifz-entry');
    const before = await recorded.count();
    await send(sheikh, ...lane);
    await expect(recorded).toHaveCount(before + 1);
  }

  test(`the Sheikh records sabaq, sabqi and manzil in a lesson; the record shows the lanes, exact juz and what is due (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const lesson = await startLesson(browser, 'Lanes', {}, language);
    const { sheikh, learner } = lesson;
    await sheikh.page.getByRole('tab', { name: H.title, exact: true }).click();
    // The student has no Hifz tab: only the Sheikh records.
    await learner.page.getByRole('button', { name: M.classroom.openMushaf }).click();
    await expect(learner.page.getByTestId('mushaf-page')).toBeVisible({ timeout: 30_000 });
    await expect(learner.page.getByRole('tab', { name: H.title, exact: true })).toHaveCount(0);

    await record(sheikh.page, 'sabaq', 'good', { unit: 'ayat', surah: 67, from: 1, to: 10 });
    await record(sheikh.page, 'sabqi', 'good', { unit: 'pages', from: 560, to: 562 });
    await record(sheikh.page, 'manzil', 'weak', { unit: 'juz', from: 30 });
    // Al-Fatihah, then 2:1-141: together juz 1 in full.
    await record(sheikh.page, 'sabaq', 'excellent', { unit: 'ayat', surah: 1, from: 1, to: 7 });
    await record(sheikh.page, 'sabaq', 'good', { unit: 'ayat', surah: 2, from: 1, to: 141 });
    // A portion that runs backwards is refused with its own words, and nothing is recorded.
    await send(sheikh.page, 'sabqi', 'good', { unit: 'pages', from: 562, to: 560 });
    await expect(sheikh.page.getByTestId('hifz-form').getByRole('status')).toContainText(
      language === 'en' ? 'cannot come after its end' : 'بعد نهايته',
    );
    await expect(sheikh.page.getByTestId('lesson-hifz').getByTestId('hifz-entry')).toHaveCount(5);

    // The lesson ends; the student's record shows the three lanes with their latest entries.
    await learner.page.getByRole('button', { name: M.video.hangUp, exact: true }).click();
    await expect(sheikh.page.getByTestId('meeting-view')).toBeHidden({ timeout: 10_000 });
    await learner.page.getByRole('button', { name: M.rating.skip, exact: true }).click();
    await learner.page.goto('/record');
    const hifz = learner.page.getByTestId('hifz');
    const lane = (name: keyof typeof H.lanes) =>
      hifz.getByRole('article', { name: H.lanes[name], exact: true });
    await expect(lane('sabaq').getByTestId('lane-portion')).toContainText('2:1-141');
    await expect(lane('sabaq').getByTestId('lane-grade')).toHaveText(H.grades.good);
    await expect(lane('sabqi').getByTestId('lane-portion')).toContainText('560-562');
    await expect(lane('manzil').getByTestId('lane-portion')).toContainText('30');
    await expect(lane('manzil').getByTestId('lane-grade')).toHaveText(H.grades.weak);
    await expect(hifz.getByTestId('no-manzil')).toHaveCount(0);

    // Juz by ayah: juz 1 whole, juz 2 untouched.
    const juz = (n: number) =>
      learner.page.getByTestId('juz-bars').locator(`[data-juz="${n}"]`).getByRole('progressbar');
    await expect(juz(1)).toHaveAttribute('aria-valuenow', '100');
    await expect(juz(2)).toHaveAttribute('aria-valuenow', '0');

    // Everything graded today comes back tomorrow: nothing is due today, page 600 this week.
    const review = learner.page.getByTestId('hifz-review');
    await expect(review.getByTestId('due-today')).toContainText(H.record.nothingToday);
    // Juz 30's pages, all graded weak, are one line.
    const amma = '[data-first-page="582"][data-last-page="604"]';
    await expect(review.getByTestId('due-this-week').locator(amma)).toBeVisible();
    await expectAccessible(learner.page, 'the record with its hifz');

    // A day later (the browser's clock moved on), the weak manzil's pages are due today.
    await learner.page.clock.install({ time: new Date(Date.now() + DAY_MS + 60 * 60 * 1000) });
    await learner.page.reload();
    const today = learner.page.getByTestId('hifz-review').getByTestId('due-today');
    await expect(today.locator(amma)).toContainText(H.grades.weak);
    await expect(today.locator('[data-first-page="1"]')).toContainText(H.grades.excellent);
    await expect(
      learner.page.getByTestId('hifz-review').getByTestId('due-this-week'),
    ).toContainText(H.record.nothingThisWeek);
    await lesson.close();
  });
}
