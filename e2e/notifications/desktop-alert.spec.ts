import { expect, test } from '@playwright/test';
import { openAs, teacherRow } from '../support/call';
import { DEMO } from '../support/demo';
import { SHELL_URL } from '../support/platform';
import { instrumentContext, recordedNotifications, setTabHidden } from './support';

const [teacher] = DEMO.teachers;
const [student] = DEMO.students;
if (!teacher || !student) throw new Error('demo accounts missing');

test('a teacher whose tab is hidden gets a desktop alert for an incoming call', async ({
  browser,
}) => {
  const sheikh = await openAs(browser, teacher.email);
  await instrumentContext(sheikh.context, SHELL_URL);
  await sheikh.page.reload();
  await expect(sheikh.page.getByRole('heading', { level: 1 })).toBeVisible();
  const learner = await openAs(browser, student.email);
  const callButton = teacherRow(learner.page, teacher.name).getByRole('button', {
    name: `Call ${teacher.name}`,
  });
  const ringing = sheikh.page.getByTestId('receiver-overlay');

  // Looking at the tab: the ringing overlay is enough, no system alert.
  await callButton.click();
  await expect(ringing).toBeVisible();
  await learner.page.getByRole('button', { name: 'Cancel' }).click();
  await expect(ringing).toBeHidden();
  expect(await recordedNotifications(sheikh.page)).toEqual([]);

  // In the background: a system alert, gone again when the caller hangs up.
  await setTabHidden(sheikh.page, true);
  await callButton.click();
  await expect
    .poll(() => recordedNotifications(sheikh.page))
    .toEqual([
      {
        title: 'Incoming call',
        body: `${student.name} is calling you. Click to answer.`,
        tag: expect.stringMatching(/^call-/),
        dir: 'ltr',
        lang: 'en',
        closed: false,
      },
    ]);
  await learner.page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(async () => (await recordedNotifications(sheikh.page))[0]?.closed).toBe(true);
  await Promise.all([sheikh.context.close(), learner.context.close()]);
});
