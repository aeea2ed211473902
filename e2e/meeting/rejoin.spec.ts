import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { expectMediaFlowing, openAs, teacherRow, type Person } from '../support/call';

const teacher = DEMO.teachers[0]!;
const student = DEMO.students[0]!;
/** scripts/serve.ts gives the browser tests' API a rejoin window of 15 s. */
const REJOIN_WINDOW_MS = 15_000;

const live = (page: Page) =>
  expect(page.getByTestId('meeting-view')).toHaveAttribute('data-status', 'live', {
    timeout: 20_000,
  });

/** Both pages are in the lesson and receive each other's video and audio. */
async function bothSeeEachOther(sheikh: Person, learner: Person) {
  await Promise.all([live(sheikh.page), live(learner.page)]);
  await Promise.all([expectMediaFlowing(sheikh.page), expectMediaFlowing(learner.page)]);
}

test('the lesson survives reloads and a network drop; a closed tab frees the teacher within the window', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sheikh = await openAs(browser, teacher.email);
  const learner = await openAs(browser, student.email);
  const row = teacherRow(learner.page, teacher.name);
  await row.getByRole('button', { name: `Call ${teacher.name}` }).click();
  await sheikh.page.getByTestId('receiver-overlay').getByRole('button', { name: 'Accept' }).click();
  await bothSeeEachOther(sheikh, learner);

  // The student reloads: its page goes straight back into the lesson.
  await learner.page.reload();
  await bothSeeEachOther(sheikh, learner);

  // The teacher reloads: the same.
  await sheikh.page.reload();
  await bothSeeEachOther(sheikh, learner);

  // Another tab of the student, on /main, offers the lesson it is in.
  const second = await learner.context.newPage();
  await second.goto('/main');
  await expect(second.getByTestId('rejoin-banner')).toContainText(
    `Rejoin your lesson with ${teacher.name}`,
  );
  await second.close();

  // The student's network drops for 8 s: the lesson resumes with no action from anyone.
  await learner.context.setOffline(true);
  await learner.page.waitForTimeout(8_000);
  await learner.context.setOffline(false);
  await bothSeeEachOther(sheikh, learner);

  // The student's tab is closed: the teacher sees the countdown, then is freed.
  const closedAt = Date.now();
  await learner.context.close();
  const notice = sheikh.page.getByTestId('peer-lost');
  await expect(notice).toContainText(
    new RegExp(`${student.name} lost connection, waiting for them \\(00:1\\d\\)`),
  );
  await expect(
    sheikh.page.getByRole('status').filter({ hasText: 'This lesson has ended' }),
  ).toBeVisible({
    timeout: REJOIN_WINDOW_MS + 10_000,
  });
  await expect(sheikh.page.getByTestId('meeting-view')).toBeHidden({ timeout: 10_000 });
  expect(Date.now() - closedAt).toBeLessThan(REJOIN_WINDOW_MS + 10_000);
  // Free again: the switch is unlocked and shows it can be called.
  await expect(sheikh.page.getByRole('switch', { name: 'Available for calls' })).toBeEnabled();
  await expect(sheikh.page.getByText('Available: students can call you now.')).toBeVisible();
  await sheikh.context.close();
});
