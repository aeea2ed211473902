import { expect, test } from '@playwright/test';
import { createAccount, freshEmail } from '../support/accounts';
import { openAs, recordPeerConnections } from '../support/call';
import { DEMO } from '../support/demo';
import { startInLanguage } from '../support/language';
import { signIn } from '../support/session';
import { PHONE } from '../../scripts/lib/viewports';
import { callMeetAndRate, logInFromLanding } from './journey-steps';

test('a registered Sheikh is activated, takes a call, is rated, and the school sees it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const teacherName = `Sheikh Journey ${stamp}`;
  const studentName = `Student Journey ${stamp}`;
  const teacherEmail = freshEmail('registered-teacher');
  const studentEmail = freshEmail('admin-created-student');
  const password = 'journey-secret';
  const comment = `Patient and precise Tajweed corrections ${stamp}`;

  // The teacher applies; the application waits for an administrator.
  const teacherContext = await browser.newContext();
  await teacherContext.addInitScript(recordPeerConnections);
  const teacherPage = await teacherContext.newPage();
  await teacherPage.goto('/');
  await teacherPage.getByRole('button', { name: 'Register', exact: true }).click();
  const register = teacherPage.getByRole('dialog', { name: 'Welcome' });
  await register.getByLabel('Full name').fill(teacherName);
  await register.getByLabel('Email').fill(teacherEmail);
  await register.locator('#field-password').fill(password);
  await register.getByLabel('Confirm password').fill(password);
  await register.getByRole('combobox', { name: 'I am a' }).click();
  await teacherPage.getByRole('option', { name: 'Sheikh (teacher)' }).click();
  await register
    .getByRole('checkbox', { name: 'I have read the code of conduct and accept it.' })
    .check();
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register.getByRole('status')).toContainText('An administrator will review');
  await register.getByRole('button', { name: 'Close' }).click();

  // The admin approves the Sheikh and creates the student.
  const admin = await openAs(browser, DEMO.admin.email, { path: '/users' });
  const teacherRowInAdmin = admin.page.getByRole('row').filter({ hasText: teacherEmail });
  await teacherRowInAdmin.getByRole('button', { name: `Approve ${teacherName}` }).click();
  await expect(
    teacherRowInAdmin.getByRole('button', { name: `Deactivate ${teacherName}` }),
  ).toBeVisible();
  await admin.page.getByRole('button', { name: 'Create User' }).click();
  const create = admin.page.getByRole('dialog', { name: 'Add new user' });
  await create.getByLabel('Name').fill(studentName);
  await create.getByLabel('Email').fill(studentEmail);
  await create.getByLabel('Password').fill(password);
  await create.getByRole('button', { name: 'Create user' }).click();
  await expect(create).toBeHidden();
  await admin.context.close();

  // The Sheikh logs in and is online in the waiting room.
  await logInFromLanding(teacherPage, teacherEmail, password);
  await expect(teacherPage.getByTestId('own-status')).toContainText('Online');

  // The student logs in, finds the Sheikh, calls; they meet and the student rates.
  const learner = await openAs(browser, studentEmail, { password });
  await callMeetAndRate(
    {
      teacher: {
        person: { context: teacherContext, page: teacherPage },
        name: teacherName,
        language: 'en',
      },
      student: { person: learner, language: 'en' },
    },
    { stars: 4, comment },
  );

  // The superadmin sees the room with that rating and comment.
  const superadmin = await openAs(browser, DEMO.superadmin.email, { path: '/rooms' });
  const room = superadmin.page.getByRole('row').filter({ hasText: teacherName });
  await expect(room.getByRole('img', { name: '4.0 out of 5 stars' })).toBeVisible();
  await room.getByRole('button', { name: /^View details of/ }).click();
  const details = superadmin.page.getByRole('dialog', { name: /Room details/ });
  const ratings = details.getByRole('list', { name: 'Student ratings' });
  await expect(ratings).toContainText(studentName);
  await expect(ratings).toContainText(comment);
  await expect(ratings.getByRole('img', { name: '4.0 out of 5 stars' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  // The landing page shows the Sheikh's new average.
  await superadmin.page.goto('/');
  const card = superadmin.page.getByRole('article', { name: teacherName });
  await expect(card).toContainText('4.0');
  await Promise.all([teacherContext.close(), learner.context.close(), superadmin.context.close()]);
});

test('the same call with the student on a phone, in Arabic', async ({ browser }) => {
  test.setTimeout(120_000);
  const teacher = await createAccount('teacher', `الشيخ رحلة ${Date.now().toString(36)}`);
  const student = await createAccount('student', `طالب رحلة ${Date.now().toString(36)}`);
  const sheikh = await openAs(browser, teacher.email, { password: teacher.password });
  const learner = await openAs(browser, student.email, {
    password: student.password,
    viewport: PHONE,
    locale: 'ar',
    prepare: (context) => startInLanguage(context, 'ar'),
  });
  await expect(learner.page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Nothing on the phone page is wider than the screen.
  expect(
    await learner.page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(PHONE.width);

  await callMeetAndRate(
    {
      teacher: { person: sheikh, name: teacher.user.name, language: 'en' },
      student: { person: learner, language: 'ar' },
    },
    { stars: 5, comment: 'جزاكم الله خيرا' },
  );

  const admin = await browser.newContext();
  await signIn(admin, DEMO.admin.email, DEMO.password);
  const page = await admin.newPage();
  await page.goto('/');
  await expect(page.getByRole('article', { name: teacher.user.name })).toContainText('5.0');
  await Promise.all([sheikh.context.close(), learner.context.close(), admin.close()]);
});
