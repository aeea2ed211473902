import { expect, test, type Page } from '@playwright/test';
import { ar as notificationsAr } from '../../shell/src/features/notifications/i18n/ar';
import { en as notificationsEn } from '../../shell/src/features/notifications/i18n/en';
import { createAccount } from '../support/accounts';
import { openAs, teacherRow } from '../support/call';
import { DEMO } from '../support/demo';
import { startInLanguage, type Language } from '../support/language';
import { fill, TEXTS } from '../support/texts';

const NOTIFICATIONS = { en: notificationsEn, ar: notificationsAr } as const;

/** The login/register dialog, on the given tab, with the notice that says why it opened. */
async function expectAuthDialog(page: Page, language: Language, notice: string) {
  const L = TEXTS[language].shell;
  const dialog = page.getByRole('dialog', { name: L.auth.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: L.auth.registerTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByText(notice)).toBeVisible();
  return dialog;
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`a visitor's first steps lead to the teachers and to an account (${language})`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    const L = TEXTS[language];
    await startInLanguage(context, language);
    const demoTeacher = DEMO.teachers[0]!;
    // A Sheikh online, so a visitor has someone to call.
    const name = `Sheikh First Steps ${language} ${Date.now().toString(36)}`;
    const online = await createAccount('teacher', name);
    const sheikh = await openAs(browser, online.email, { password: online.password });

    // One click from the landing page to the teachers, no account asked.
    await page.goto('/');
    await page.getByRole('link', { name: L.shell.landing.heroCta }).click();
    await expect(page).toHaveURL(/#teachers$/);
    const section = page.getByRole('region', { name: L.shell.landing.teachers.title });
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Call on the online Sheikh's card leads a visitor to Register.
    await section
      .getByRole('article', { name })
      .getByRole('button', { name: L.shell.landing.teachers.callNow })
      .click();
    const dialog = await expectAuthDialog(page, language, L.shell.landing.teachers.registerToCall);
    await dialog.getByRole('button', { name: L.shell.auth.close }).click();
    await expect(dialog).toBeHidden();
    await sheikh.context.close();

    // A teacher's page from the list, offering Register and Log in.
    await section
      .getByRole('article', { name: demoTeacher.name })
      .getByRole('link', { name: demoTeacher.name })
      .click();
    await expect(page).toHaveURL(/\/teachers\//);
    // A cold page: the meeting remote and the teacher's data, on a shared machine.
    await expect(page.getByRole('heading', { level: 1, name: demoTeacher.name })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('button', { name: L.meeting.teacherPage.logIn })).toBeVisible();
    await page.getByRole('button', { name: L.meeting.teacherPage.register }).click();
    await expectAuthDialog(page, language, L.meeting.teacherPage.signInToCall);

    // A guarded page says why it sent the visitor back.
    await page.goto('/main');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('status').filter({ hasText: L.shell.landing.guardNotice.signIn }),
    ).toBeVisible();
  });
}

test('a student follows an offline Sheikh and is told when the Sheikh comes online', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const language = 'ar';
  const L = TEXTS[language];
  const name = `Sheikh Followed ${Date.now().toString(36)}`;
  const teacher = await createAccount('teacher', name);
  const student = await createAccount('student', `Follower ${Date.now().toString(36)}`);
  const learner = await openAs(browser, student.email, {
    password: student.password,
    locale: 'ar',
    prepare: (context) => startInLanguage(context, language),
  });
  const page = learner.page;

  // From /main: the offline Sheikh's row offers Follow.
  const row = teacherRow(page, name);
  const follow = row.getByRole('button', { name: fill(L.meeting.follows.followLabel, { name }) });
  await follow.click();
  const unfollow = row.getByRole('button', {
    name: fill(L.meeting.follows.unfollowLabel, { name }),
  });
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
  // The teacher page knows it too.
  await page.goto(`/teachers/${teacher.user._id}`);
  await expect(
    page.getByRole('button', { name: fill(L.meeting.follows.unfollowLabel, { name }) }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The Sheikh comes online: the student's bell says so, in Arabic.
  const sheikh = await openAs(browser, teacher.email, { password: teacher.password });
  const bell = page.getByRole('button', {
    name: L.shell.notificationBell.labelUnread_one,
  });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await expect(
    page.getByText(fill(NOTIFICATIONS.ar.types.followedTeacherOnline, { teacherName: name })),
  ).toBeVisible();
  await sheikh.context.close();
  await learner.context.close();
});
