import { expect, test } from '@playwright/test';
import { startLesson, turnTo } from '../classroom/lesson';
import { DEMO } from '../support/demo';
import { API_URL, SHELL_URL } from '../support/platform';
import { signIn } from '../support/session';

const REFUSED = ['0501234567', '٠٥٠١٢٣٤٥٦٧', 'https://zoom.us/j/123456789'];

test('the chat refuses phone numbers in any digits and a meeting link, keeps the draft, and the admin sees the count', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lesson = await startLesson(browser, 'Contact');
  await turnTo(lesson, 1);
  const panel = lesson.learner.page.getByTestId('mushaf-panel');
  await panel.getByRole('tab', { name: 'Chat' }).click();
  const field = panel.getByLabel('Message');
  for (const text of REFUSED) {
    await field.fill(`my number ${text}`);
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel).toContainText('phone numbers, email addresses and links to other apps');
    // Nothing is lost: the draft stays for the student to change.
    await expect(field).toHaveValue(`my number ${text}`);
  }
  // An ordinary message still goes, and nothing refused reached the Sheikh.
  await field.fill('Shall I read 2:255 again?');
  await panel.getByRole('button', { name: 'Send' }).click();
  const sheikhPanel = lesson.sheikh.page.getByTestId('mushaf-panel');
  await sheikhPanel.getByRole('tab', { name: 'Chat' }).click();
  await expect(sheikhPanel.getByTestId('chat-message')).toHaveCount(1);
  await expect(sheikhPanel.getByTestId('chat-message')).toContainText('Shall I read 2:255 again?');

  // The admin's room details count the three refusals and say who and what.
  const admin = await browser.newContext();
  await signIn(admin, DEMO.admin.email, DEMO.password);
  const rooms = (await (
    await admin.request.get(`${API_URL}/meetings/admin/rooms?limit=20&status=all`, {
      headers: { Origin: SHELL_URL },
    })
  ).json()) as { rooms: Array<{ _id: string; teacher: { name: string } }> };
  const room = rooms.rooms.find((entry) => entry.teacher.name === lesson.names.sheikh)!;
  const page = await admin.newPage();
  await page.goto('/rooms');
  const row = page.locator(`.MuiDataGrid-row[data-id="${room._id}"]`);
  await row.getByRole('button', { name: /^View details of/ }).click();
  const refusals = page
    .getByRole('dialog', { name: /Room details/ })
    .getByTestId('contact-refusals');
  await expect(refusals).toHaveAttribute('data-count', '3');
  await expect(refusals).toContainText('3 texts refused for holding contact details');
  await expect(refusals).toContainText('a phone number');
  await expect(refusals).toContainText('a link to another app');
  await admin.close();
  await lesson.close();
});
