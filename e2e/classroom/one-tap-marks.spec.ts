import { expect, test } from '@playwright/test';
import { startLesson, turnTo } from './lesson';

test('a mark in two taps (the word, the kind) reaches the student live; undo takes it back; one key marks the focused word', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lesson = await startLesson(browser, 'One Tap');
  await turnTo(lesson, 42);
  const board = lesson.sheikh.page.getByTestId('mushaf-page');
  const view = lesson.learner.page.getByTestId('mushaf-page');
  const bar = lesson.sheikh.page.getByRole('region', { name: 'Mark a mistake' });

  // Two taps: «سِنَةࣱ» in Ayat al-Kursi, then "Memorisation". Nothing else is asked.
  await board.locator('[data-word="2:255:9"]').click();
  await expect(board.locator('[data-word="2:255:9"]')).toHaveAttribute('data-selected', 'true');
  await bar.getByRole('button', { name: 'Memorisation' }).click();
  const first = view.locator('[data-word="2:255:9"]');
  await expect(first).toHaveAttribute('data-mark-kind', 'memorisation');
  await expect(first).toHaveAttribute('aria-label', /Memorisation mistake/);

  // "What went wrong" refines the same mark, on both screens.
  await bar.getByRole('button', { name: 'Skipped' }).click();
  await expect(first).toHaveAttribute('aria-label', /Memorisation mistake: Skipped/);
  await expect(view.locator('[data-mark-kind]')).toHaveCount(1);

  // A mark made by mistake is undone at once; the student's word is clear again.
  await board.locator('[data-word="2:255:10"]').click();
  await bar.getByRole('button', { name: 'Harakat' }).click();
  const second = view.locator('[data-word="2:255:10"]');
  await expect(second).toHaveAttribute('data-mark-kind', 'harakat');
  await bar.getByRole('button', { name: 'Undo' }).click();
  await expect(second).not.toHaveAttribute('data-mark-kind', /.+/);
  await expect(view.locator('[data-mark-kind]')).toHaveCount(1);

  // At a desk: the focused word and one key ("1" is Tajweed).
  await board.locator('[data-word="2:255:11"]').focus();
  await lesson.sheikh.page.keyboard.press('1');
  await expect(view.locator('[data-word="2:255:11"]')).toHaveAttribute('data-mark-kind', 'tajweed');
  await expect(bar.getByRole('status')).toHaveText('Saved: Tajweed mistake');
  await expect(view.locator('[data-mark-kind]')).toHaveCount(2);
  await lesson.close();
});
