import { expect, test, type Page } from '@playwright/test';
import { openAs, teacherRow, type Person } from '../support/call';
import { DEMO } from '../support/demo';
import { API_URL } from '../support/platform';
import { clearNotifications, expectBell } from './support';

const teacher = DEMO.teachers[1];
const [firstStudent, secondStudent] = DEMO.students;
if (!teacher || !firstStudent || !secondStudent) throw new Error('demo accounts missing');

async function call(learner: Person, teacherName: string): Promise<void> {
  await teacherRow(learner.page, teacherName)
    .getByRole('button', { name: `Call ${teacherName}` })
    .click();
}

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('missed calls reach the teacher bell in every tab; mark-read and delete lower the count', async ({
  browser,
}) => {
  // The API's ring timeout is 30 s.
  test.setTimeout(150_000);
  const sheikh = await openAs(browser, teacher.email);
  await clearNotifications(sheikh.page, API_URL);
  await expectBell(sheikh.page, 'Notifications');
  const otherTab = await sheikh.context.newPage();
  await otherTab.goto('/profile');
  await expectBell(otherTab, 'Notifications');
  const first = await openAs(browser, firstStudent.email);
  const second = await openAs(browser, secondStudent.email);

  await call(first, teacher.name);
  await expect(sheikh.page.getByTestId('receiver-overlay')).toBeVisible();
  // A second student while it rings: the teacher cannot take it, a missed call "while away".
  await call(second, teacher.name);
  await expectBell(sheikh.page, 'Notifications, 1 unread');
  // Nobody answers the first: when the 30 s run out, a missed call for no answer.
  await expectBell(sheikh.page, 'Notifications, 2 unread', 45_000);
  await expectBell(otherTab, 'Notifications, 2 unread');

  await sheikh.page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const items = panelOf(sheikh.page).getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(
    `Missed call from ${firstStudent.name}: nobody answered in time.`,
  );
  await expect(items.nth(1)).toContainText(
    `${secondStudent.name} tried to call you while you were away.`,
  );
  await expect(items.nth(0)).toContainText(/seconds? ago|now/);

  await items
    .nth(0)
    .getByText(/Missed call from/)
    .click();
  await expect(items.nth(0)).toHaveAttribute('data-status', 'read');
  await expectBell(sheikh.page, 'Notifications, 1 unread');
  await expectBell(otherTab, 'Notifications, 1 unread');

  await items.nth(1).getByRole('button', { name: 'Delete notification' }).click();
  await expect(items).toHaveCount(1);
  await expectBell(sheikh.page, 'Notifications');
  await expectBell(otherTab, 'Notifications');

  // What the server kept, seen by a fresh load.
  await sheikh.page.reload();
  await sheikh.page.getByRole('button', { name: 'Notifications' }).click();
  await expect(panelOf(sheikh.page).getByTestId('notification-item')).toHaveCount(1);
  await Promise.all([sheikh.context.close(), first.context.close(), second.context.close()]);
});

test("a declined call's notification calls the Sheikh back; a missed call opens the waiting room", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const sheikh = await openAs(browser, teacher.email, { path: '/profile' });
  await clearNotifications(sheikh.page, API_URL);
  const learner = await openAs(browser, firstStudent.email);
  await clearNotifications(learner.page, API_URL);
  const ringing = sheikh.page.getByTestId('receiver-overlay');

  // The Sheikh declines: the student's bell has the declined call, offering Call back.
  await call(learner, teacher.name);
  await ringing.getByRole('button', { name: 'Decline' }).click();
  await expect(learner.page.getByTestId('caller-overlay')).toBeHidden({ timeout: 6_000 });
  await expectBell(learner.page, 'Notifications, 1 unread');
  await learner.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const declined = panelOf(learner.page).getByTestId('notification-item');
  await expect(declined).toContainText(`${teacher.name} cannot take your call right now.`);

  // Call back is a real call: the Sheikh's page rings again, and the panel has closed.
  await declined.getByRole('button', { name: `Call ${teacher.name} back` }).click();
  await expect(panelOf(learner.page)).toBeHidden();
  await expect(ringing).toBeVisible();
  await expect(ringing).toContainText(`${firstStudent.name} is calling you`);
  await expect(learner.page.getByTestId('caller-overlay')).toBeVisible();
  await expectBell(learner.page, 'Notifications');

  // Meanwhile another student finds the Sheikh taken: a missed call, whose follow-up is the
  // waiting room (a Sheikh cannot call a student).
  const other = await openAs(browser, secondStudent.email);
  await call(other, teacher.name);
  await expectBell(sheikh.page, 'Notifications, 1 unread');
  await learner.page.getByRole('button', { name: 'Cancel' }).click();
  await expect(ringing).toBeHidden();
  await sheikh.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const missed = panelOf(sheikh.page).getByTestId('notification-item');
  await expect(missed).toContainText(
    `${secondStudent.name} tried to call you while you were away.`,
  );
  await expect(missed.getByRole('button', { name: /Call/ })).toHaveCount(0);
  await missed.getByRole('button', { name: 'Open waiting room' }).click();
  await expect(sheikh.page).toHaveURL(/\/main$/);
  await expect(sheikh.page.getByRole('heading', { level: 1, name: 'Waiting room' })).toBeVisible();
  await expectBell(sheikh.page, 'Notifications');

  // The push notification's Call back button opens /main?callBack=<id>: the same real call.
  const { teacherId } = await learner.page.evaluate(async (api) => {
    const response = await fetch(`${api}/notifications`, { credentials: 'include' });
    const { data } = (await response.json()) as {
      data: { notifications: Array<{ type: string; params: { teacherId: string } }> };
    };
    const found = data.notifications.find((notification) => notification.type === 'callDeclined');
    if (!found) throw new Error('no declined call');
    return found.params;
  }, API_URL);
  await learner.page.goto(`/main?callBack=${encodeURIComponent(teacherId)}`);
  await expect(ringing).toBeVisible();
  await expect(learner.page).toHaveURL(/\/main$/);
  await learner.page.getByRole('button', { name: 'Cancel' }).click();
  await expect(ringing).toBeHidden();
  // A reload does not call again: the parameter is gone.
  await learner.page.reload();
  await expect(learner.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(ringing).toBeHidden();
  await Promise.all([sheikh.context.close(), learner.context.close(), other.context.close()]);
});
