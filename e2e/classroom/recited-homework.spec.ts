import { expect, test, type Page } from '@playwright/test';
import { TEXTS } from '../support/texts';
import { startLesson } from './lesson';

/** Records with the browser's fake microphone (a steady tone) for a little over `seconds`. */
async function recordFor(student: Page, seconds: number): Promise<void> {
  const item = student.getByTestId('homework-item');
  await item.getByTestId('homework-record').click();
  const recorder = item.getByTestId('homework-recorder');
  await expect(recorder.getByTestId('recorder-countdown')).toBeVisible({ timeout: 15_000 });
  await expect(recorder.getByTestId('recorder-elapsed')).toHaveText(
    new RegExp(`0:0${seconds}|0:0[${seconds + 1}-9]`),
    { timeout: (seconds + 10) * 1000 },
  );
  await recorder.getByTestId('recorder-stop').click();
  await expect(recorder.getByTestId('recorder-send')).toBeVisible({ timeout: 10_000 });
}

/** Plays the recording under review until `seconds` into it, then pauses there. */
async function playTo(sheikh: Page, seconds: number): Promise<void> {
  const player = sheikh.getByTestId('review-audio');
  // A tap on the page lets it play sound, as a Sheikh's own tap on Play would.
  await sheikh.getByTestId('homework-review').click({ position: { x: 4, y: 4 } });
  await player.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect
    // Looked at every 50 ms: at expect.poll's default pace (a second apart once under way) the
    // pause could come most of a second late, and the mark land in the next second.
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), {
      timeout: (seconds + 10) * 1000,
      intervals: [50],
    })
    .toBeGreaterThanOrEqual(seconds);
  await player.evaluate((audio: HTMLAudioElement) => audio.pause());
}

for (const language of ['en', 'ar'] as const) {
  const HW = TEXTS[language].homework;
  const H = TEXTS[language].hifz;
  const M = TEXTS[language].meeting;

  test(`the Sheikh sets recited homework; the student records it; a word is marked at 0:05, it is sent back, and the second recording, sent again after going offline, is accepted; after the lesson the Sheikh adds a lane to it from the record (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // The student recites on a phone.
    const lesson = await startLesson(
      browser,
      'Homework',
      { viewport: { width: 360, height: 740 } },
      language,
    );
    const { sheikh, learner } = lesson;

    // In the lesson, from the Hifz tab: Al-Mulk 1-5, due in two days (the default).
    await sheikh.page.getByRole('tab', { name: H.title, exact: true }).click();
    await sheikh.page.getByTestId('homework-open').click();
    const form = sheikh.page.getByTestId('homework-form');
    await form.getByRole('button', { name: H.units.ayat, exact: true }).click();
    await form.getByLabel(H.form.surah, { exact: true }).fill('67');
    await form.getByLabel(H.form.fromAyah, { exact: true }).fill('1');
    await form.getByLabel(H.form.toAyah, { exact: true }).fill('5');
    await form.getByRole('button', { name: H.homework.set, exact: true }).click();
    await expect(sheikh.page.getByTestId('lesson-homework-item')).toHaveCount(1);

    await learner.page.getByRole('button', { name: M.video.hangUp, exact: true }).click();
    await expect(sheikh.page.getByTestId('meeting-view')).toBeHidden({ timeout: 10_000 });
    await learner.page.getByRole('button', { name: M.rating.skip, exact: true }).click();

    // The student records it on the record page and sends it.
    await learner.page.goto('/record');
    const item = learner.page.getByTestId('homework-item');
    await expect(item).toHaveAttribute('data-status', 'assigned', { timeout: 15_000 });
    await expect(item.getByTestId('homework-status')).toHaveText(HW.status.assigned);
    await recordFor(learner.page, 6);
    await item.getByTestId('recorder-send').click();
    const firstSent = item.locator('[data-testid="homework-submission"][data-attempt="1"]');
    await expect(firstSent).toHaveAttribute('data-status', 'submitted', { timeout: 15_000 });
    await expect(item).toHaveAttribute('data-status', 'submitted');

    // The Sheikh finds it waiting, plays it to 0:05 and marks a word there in two taps.
    await sheikh.page.goto('/record');
    const waiting = sheikh.page.getByTestId('waiting-for-review');
    await waiting.getByRole('link', { name: lesson.names.student }).click();
    const review = sheikh.page.getByTestId('homework-review');
    await expect(review.getByTestId('portion-page')).toBeVisible({ timeout: 30_000 });
    await playTo(sheikh.page, 5);
    await review.locator('[data-word="67:1:0"]').click();
    await review.getByTestId('mark-kind-choice').getByTestId('mark-kind-tajweed').click();
    const mark = review.getByTestId('review-mark');
    await expect(mark).toHaveCount(1);
    await expect(mark.getByTestId('review-mark-time')).toHaveText(/0:05/);
    await review.getByTestId('review-grade').getByTestId('review-grade-weak').click();
    await review.getByTestId('review-resubmit').click();
    await expect(review).toBeHidden({ timeout: 15_000 });

    // The student sees it sent back with the mark at 0:05, and records it again.
    await learner.page.reload();
    await expect(item).toHaveAttribute('data-status', 'needs_resubmission', { timeout: 15_000 });
    await expect(item.getByTestId('homework-status')).toHaveText(HW.status.needs_resubmission);
    const heard = firstSent.getByTestId('homework-mark');
    await expect(heard).toHaveCount(1);
    expect(Number(await heard.getAttribute('data-at-ms'))).toBeGreaterThanOrEqual(5000);
    expect(Number(await heard.getAttribute('data-at-ms'))).toBeLessThan(6000);
    await recordFor(learner.page, 2);

    // Offline, the send fails and the recording is kept; back online, it goes by itself.
    await learner.context.setOffline(true);
    await item.getByTestId('recorder-send').click();
    const upload = learner.page.getByTestId('homework-upload');
    await expect(upload).toHaveAttribute('data-phase', 'failed', { timeout: 15_000 });
    await learner.context.setOffline(false);
    const secondSent = item.locator('[data-testid="homework-submission"][data-attempt="2"]');
    await expect(secondSent).toHaveAttribute('data-status', 'submitted', { timeout: 20_000 });

    // The Sheikh accepts the second one.
    await sheikh.page.reload();
    await expect(review.getByTestId('review-audio')).toBeVisible({ timeout: 15_000 });
    await review.getByTestId('review-grade').getByTestId('review-grade-good').click();
    await review.getByTestId('review-accept').click();
    await expect(review).toBeHidden({ timeout: 15_000 });

    // After the lesson, from the student's record, the Sheikh adds a lane to the lesson.
    const history = sheikh.page.getByTestId('lesson-history');
    await history.getByRole('button', { name: H.afterLesson.open }).click();
    const dialog = sheikh.page.getByRole('dialog');
    const lanes = dialog.getByTestId('hifz-form');
    await lanes.getByRole('button', { name: H.lanes.sabqi, exact: true }).click();
    await lanes.getByRole('button', { name: H.units.pages, exact: true }).click();
    await lanes.getByLabel(H.form.from, { exact: true }).fill('560');
    await lanes.getByLabel(H.form.to, { exact: true }).fill('562');
    await lanes.getByRole('button', { name: H.grades.good, exact: true }).click();
    await lanes.getByRole('button', { name: H.form.record, exact: true }).click();
    await expect(dialog.getByTestId('lesson-hifz').getByTestId('hifz-entry')).toHaveCount(1);
    await dialog.getByRole('button', { name: H.afterLesson.close, exact: true }).click();
    await expect(
      sheikh.page
        .getByTestId('hifz')
        .getByRole('article', { name: H.lanes.sabqi, exact: true })
        .getByTestId('lane-portion'),
    ).toContainText('560-562');

    await learner.page.reload();
    await expect(item).toHaveAttribute('data-status', 'accepted', { timeout: 15_000 });
    await expect(item.getByTestId('homework-status')).toHaveText(HW.status.accepted);
    await expect(secondSent).toHaveAttribute('data-status', 'accepted');
    await lesson.close();
  });
}
