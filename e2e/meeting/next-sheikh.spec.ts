import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo';
import { openAs, teacherRow } from '../support/call';

const [teacherA, teacherB, teacherC] = DEMO.teachers;
const [student] = DEMO.students;
if (!teacherA || !teacherB || !teacherC || !student) throw new Error('demo accounts missing');

test('a declined call offers the next idle Sheikh, who rings; a cancel tells them "Call Cancelled"', async ({
  browser,
}) => {
  const first = await openAs(browser, teacherA.email);
  const next = await openAs(browser, teacherB.email);
  const busy = await openAs(browser, teacherC.email);
  const learner = await openAs(browser, student.email);
  // Ustadha Maryam is online but busy: never offered, whatever her rating.
  await busy.page.getByRole('switch').uncheck();
  await expect(busy.page.getByTestId('own-status')).toContainText('Busy');
  await expect(
    teacherRow(learner.page, teacherC.name).getByRole('button', { name: 'Busy' }),
  ).toBeDisabled();

  await teacherRow(learner.page, teacherA.name)
    .getByRole('button', { name: `Call ${teacherA.name}` })
    .click();
  await first.page.getByTestId('receiver-overlay').getByRole('button', { name: 'Decline' }).click();
  const overlay = learner.page.getByTestId('caller-overlay');
  await expect(overlay).toHaveAttribute('data-status', 'declined');
  await expect(overlay.getByRole('button', { name: 'Close' })).toBeVisible();
  await overlay.getByRole('button', { name: `Call ${teacherB.name}` }).click();

  const ringing = next.page.getByTestId('receiver-overlay');
  await expect(ringing).toHaveAttribute('data-status', 'ringing');
  await expect(ringing).toContainText(`${student.name} is calling you`);
  await expect(overlay).toHaveAttribute('data-status', 'calling');
  await expect(first.page.getByTestId('receiver-overlay')).toBeHidden();

  await overlay.getByRole('button', { name: 'Cancel' }).click();
  await expect(overlay).toBeHidden();
  await expect(ringing).toHaveAttribute('data-status', 'callerGone');
  await expect(ringing.getByRole('status')).toHaveText('Call Cancelled');
  await expect(ringing).toBeHidden({ timeout: 5_000 });
  await Promise.all([first, next, busy, learner].map((person) => person.context.close()));
});

test('when every idle Sheikh was tried, only the way back is offered', async ({ browser }) => {
  const only = await openAs(browser, teacherA.email);
  const learner = await openAs(browser, student.email);
  await teacherRow(learner.page, teacherA.name)
    .getByRole('button', { name: `Call ${teacherA.name}` })
    .click();
  await only.page.getByTestId('receiver-overlay').getByRole('button', { name: 'Decline' }).click();
  const overlay = learner.page.getByTestId('caller-overlay');
  await expect(overlay).toHaveAttribute('data-status', 'declined');
  await expect(overlay.getByRole('button')).toHaveText(['Close']);
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();
  await Promise.all([only, learner].map((person) => person.context.close()));
});
