import { expect, test } from '@playwright/test';
import type { StudentRecord } from '@app/shared/protocol';
import { API_URL, SHELL_URL } from '../support/platform';
import { startLesson, turnTo } from './lesson';

/** Ayat al-Kursi has 50 words in the text the mushaf shows. */
const AYAT_AL_KURSI_WORDS = 50;

test('test mode: the rest of 2:255 is hidden from the student with its number showing, three Reveals show three words on both screens, a mark on a hidden word reaches the record', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lesson = await startLesson(browser, 'Hifz Test');
  await turnTo(lesson, 42);
  const board = lesson.sheikh.page.getByTestId('mushaf-page');
  const view = lesson.learner.page.getByTestId('mushaf-page');

  // The Sheikh highlights 2:254 and starts the test: what follows it is hidden.
  await board.getByRole('button', { name: 'Highlight ayah 254' }).click();
  await lesson.sheikh.page.getByRole('button', { name: 'Test', exact: true }).click();
  const kursi = view.locator('[data-ayah="2:255"]');
  await expect(kursi.locator('[data-hidden]')).toHaveCount(AYAT_AL_KURSI_WORDS);
  await expect(kursi).toContainText('\u06DD٢٥٥');
  await expect(view.locator('[data-ayah="2:254"] [data-hidden]')).toHaveCount(0);
  await expect(
    lesson.learner.page.getByRole('status').filter({ hasText: 'Memorisation test' }),
  ).toBeVisible();
  // The Sheikh still reads every word, the hidden ones dimmed.
  await expect(board.locator('[data-word="2:255:0"]')).toHaveAttribute('data-hidden', 'true');
  await expect(board.locator('[data-word="2:255:0"]')).toBeVisible();

  // Three reveals: three more words on both screens.
  const reveal = lesson.sheikh.page.getByRole('button', { name: 'Reveal a word' });
  for (let shown = 1; shown <= 3; shown += 1) {
    await reveal.click();
    for (const page of [board, view]) {
      await expect(page.locator(`[data-word="2:255:${shown - 1}"]`)).not.toHaveAttribute(
        'data-hidden',
        /.*/,
      );
      await expect(page.locator(`[data-word="2:255:${shown}"]`)).toHaveAttribute(
        'data-hidden',
        /.*/,
      );
    }
  }
  await expect(kursi.locator('[data-hidden]')).toHaveCount(AYAT_AL_KURSI_WORDS - 3);
  await expect(lesson.sheikh.page.getByTestId('recitation-test')).toContainText(
    'from 2:255, word 4',
  );

  // A mark on a word the student cannot see: its colour shows, the word stays hidden.
  await board.locator('[data-word="2:255:9"]').click();
  await lesson.sheikh.page
    .getByRole('region', { name: 'Mark a mistake' })
    .getByRole('button', { name: 'Memorisation' })
    .click();
  const marked = view.locator('[data-word="2:255:9"]');
  await expect(marked).toHaveAttribute('data-mark-kind', 'memorisation');
  await expect(marked).toHaveAttribute('data-hidden', /.*/);

  // It is in the student's record.
  const profile = await lesson.learner.context.request.get(`${API_URL}/auth/profile`, {
    headers: { Origin: SHELL_URL },
  });
  const learnerId = ((await profile.json()) as { data: { _id: string } }).data._id;
  const record = await lesson.sheikh.context.request.get(
    `${API_URL}/classroom/students/${learnerId}/record`,
    { headers: { Origin: SHELL_URL } },
  );
  expect(record.ok()).toBe(true);
  const { marks } = ((await record.json()) as { data: StudentRecord }).data;
  expect(marks).toContainEqual(
    expect.objectContaining({ surah: 2, ayah: 255, word: 9, kind: 'memorisation' }),
  );

  // Ending the test shows the whole page again.
  await lesson.sheikh.page.getByRole('button', { name: 'End the test' }).click();
  await expect(view.locator('[data-hidden]')).toHaveCount(0);
  await lesson.close();
});
