import { expect, test, type Page } from '@playwright/test';
import { startLesson, turnTo } from '../classroom/lesson';
import { createAccount } from '../support/accounts';
import { openAs, teacherRow } from '../support/call';
import { DEMO } from '../support/demo';
import { startInLanguage } from '../support/language';
import { signIn } from '../support/session';

const CHAT = 'He asked me which city I live in.';

/** The admin's queue, open before the report is filed: it must take it without a reload. */
async function openQueue(browser: Parameters<typeof startLesson>[0], email: string) {
  const context = await browser.newContext();
  await signIn(context, email, DEMO.password);
  const page = await context.newPage();
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  return { context, page };
}

/** The report about this Sheikh in an admin's queue, as a table row or a card. */
const reportIn = (page: Page, sheikh: string) =>
  page.getByRole('button', { name: `Open the report about ${sheikh}` }).first();

test('a student reports the Sheikh after a lesson: every admin has it within seconds with the chat, and Block takes the Sheikh away', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const lesson = await startLesson(browser, 'Report');
  const { sheikh: sheikhName } = lesson.names;
  await turnTo(lesson, 1);
  const panel = lesson.learner.page.getByTestId('mushaf-panel');
  await panel.getByRole('tab', { name: 'Chat' }).click();
  await panel.getByLabel('Message').fill(CHAT);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByTestId('chat-message')).toContainText(CHAT);

  const admins = [
    await openQueue(browser, DEMO.admin.email),
    await openQueue(browser, DEMO.superadmin.email),
  ];

  // The lesson ends; from the history the student reports the Sheikh and blocks him.
  const student = lesson.learner.page;
  await student.getByRole('button', { name: 'Hang up' }).click();
  await expect(lesson.sheikh.page.getByTestId('meeting-view')).toBeHidden({ timeout: 10_000 });
  await student.goto('/history');
  await student
    .getByRole('button', { name: `Report ${sheikhName}` })
    .first()
    .click();
  const dialog = student.getByRole('dialog', { name: `Report ${sheikhName}` });
  await dialog.getByRole('radio', { name: 'Safety concern' }).check();
  await dialog.getByLabel('What happened (optional)').fill('He asked where I live.');
  await dialog.getByRole('checkbox', { name: 'Also block this Sheikh' }).check();
  const filed = Date.now();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toContainText('Thank you. The admins will review your report.');

  // Every admin's open queue shows it within seconds, marked urgent, with the lesson's chat.
  for (const { page } of admins) {
    await expect(reportIn(page, sheikhName)).toBeVisible({ timeout: 5_000 });
  }
  expect(Date.now() - filed).toBeLessThan(5_000);
  const admin = admins[0]!.page;
  await reportIn(admin, sheikhName).click();
  const details = admin.getByRole('dialog', { name: 'Report: Safety concern' });
  await expect(details).toContainText('He asked where I live.');
  await expect(details).toContainText(CHAT);
  await details.getByRole('button', { name: 'In review' }).click();
  await expect(admin.getByText('The report is now: In review')).toBeVisible();
  await expect(details).toContainText('Handled byDemo Admin');

  // Blocked: the Sheikh is gone from the student's list, and his page offers no call.
  await student.goto('/main');
  await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(teacherRow(student, sheikhName)).toHaveCount(0);
  await student.goto('/history');
  await student.getByRole('button', { name: /^Blocked Sheikhs/ }).click();
  await student.getByTestId('blocked-teacher').getByRole('link', { name: sheikhName }).click();
  await expect(student.getByText('You blocked this Sheikh.')).toBeVisible();
  await expect(student.getByRole('button', { name: `Call ${sheikhName}` })).toHaveCount(0);

  // Unblocked, he is back in the list and can be called.
  await student.getByRole('button', { name: `Unblock ${sheikhName}` }).click();
  await student.goto('/main');
  await expect(
    teacherRow(student, sheikhName).getByRole('button', { name: `Call ${sheikhName}` }),
  ).toBeVisible();

  for (const { context } of admins) await context.close();
  await lesson.close();
});

/** A name as Arabic texts carry it: isolated (FSI ... PDI) so a Latin name keeps its order. */
const isolated = (text: string, name: string) =>
  new RegExp(`^${text.replace('NAME', `\\u2068?${name}\\u2069?`)}$`);

test('in Arabic a student blocks a Sheikh from his page: he leaves the list, and Unblock brings him back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const teacher = await createAccount('teacher', `Block Sheikh ${stamp}`);
  const pupil = await createAccount('student', `Block Student ${stamp}`);
  const name = teacher.user.name;
  const sheikh = await openAs(browser, teacher.email, { password: teacher.password });
  const learner = await openAs(browser, pupil.email, {
    password: pupil.password,
    locale: 'ar',
    prepare: (context) => startInLanguage(context, 'ar'),
  });
  const student = learner.page;
  await expect(teacherRow(student, name)).toHaveCount(1);

  await student.goto(`/teachers/${teacher.user._id}`);
  await student.getByRole('button', { name: isolated('حظر NAME', name) }).click();
  const confirm = student.getByRole('dialog', { name: isolated('حظر NAME؟', name) });
  await expect(confirm).toContainText('سيختفي هذا الحساب من قوائمك');
  await confirm.getByRole('button', { name: 'حظر', exact: true }).click();
  await expect(student.getByText('حظرت هذا الحساب.')).toBeVisible();

  await student.goto('/main');
  await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(teacherRow(student, name)).toHaveCount(0);

  await student.goto('/history');
  await student.getByRole('button', { name: /^المشايخ الذين حظرتهم/ }).click();
  await expect(student.getByTestId('blocked-teacher')).toContainText(name);
  await student.getByRole('button', { name: isolated('إلغاء حظر NAME', name) }).click();
  await expect(student.getByTestId('blocked-teacher')).toHaveCount(0);
  await student.goto('/main');
  await expect(teacherRow(student, name)).toHaveCount(1);

  await Promise.all([sheikh.context.close(), learner.context.close()]);
});
