import { expect, test, type Page } from '@playwright/test';
import { openDemoSession } from '../admin/support/demo-session';
import { meet } from '../admin/support/seed-rooms';
import { createAccount } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { openAs, teacherRow } from '../support/call';
import { DEMO } from '../support/demo';
import { startInLanguage, type Language } from '../support/language';
import { fill, TEXTS } from '../support/texts';

// axe on every screen, in both languages: no serious or critical violation anywhere.

const DIALOG = '[role="dialog"]';
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  const T = TEXTS[language];
  const prepare = (context: Parameters<typeof startInLanguage>[0]) =>
    startInLanguage(context, language);

  test.describe(`accessibility in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test('signed out: landing, login and register dialog, 404', async ({ page, context }) => {
      await prepare(context);
      await page.goto('/');
      await expect(h1(page)).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page, 'landing, signed out');

      await page.getByRole('button', { name: T.shell.landing.login, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: T.shell.auth.dialogTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'auth dialog, login', DIALOG);
      await dialog.getByRole('tab', { name: T.shell.auth.registerTab }).click();
      await expect(dialog.getByLabel(T.shell.auth.fields.name)).toBeVisible();
      await expectAccessible(page, 'auth dialog, register', DIALOG);

      await page.goto('/no-such-page');
      await expect(h1(page)).toBeVisible();
      await expectAccessible(page, '404');
    });

    test('admin: landing, users and its dialogs, rooms and the details modal, reports, side menu', async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const teacher = await createAccount('teacher', `A11y Sheikh ${language}`);
      const student = await createAccount('student', `A11y Student ${language}`);
      const pair = {
        teacher: await openDemoSession(teacher.email, teacher.password),
        student: await openDemoSession(student.email, student.password),
      };
      const room = await meet(pair, 'ended', { rating: 4, comment: 'Well recited' });
      await Promise.all([pair.teacher.close(), pair.student.close()]);

      const { page, context } = await openAs(browser, DEMO.superadmin.email, {
        path: '/',
        prepare,
      });
      await expectAccessible(page, 'landing, superadmin');

      await page.goto('/users');
      await expect(page.locator('.MuiDataGrid-row').first()).toBeVisible({ timeout: 20_000 });
      await expectAccessible(page, '/users');
      await page.getByRole('button', { name: T.admin.users.createUser }).click();
      let dialog = page.getByRole('dialog', { name: T.admin.userForm.addTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'create user dialog', DIALOG);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page
        .getByRole('button', {
          name: fill(T.admin.users.actions.edit, { name: student.user.name }),
        })
        .click();
      dialog = page.getByRole('dialog', { name: T.admin.userForm.editTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'edit user dialog', DIALOG);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page
        .getByRole('button', {
          name: fill(T.admin.users.actions.delete, { name: student.user.name }),
        })
        .click();
      dialog = page.getByRole('dialog', { name: T.admin.users.deleteDialog.title });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'delete confirm', DIALOG);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page
        .getByRole('button', {
          name: fill(T.admin.users.actions.ban, { name: student.user.name }),
        })
        .click();
      dialog = page.getByRole('dialog', { name: T.admin.users.banDialog.title });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'deactivate confirm', DIALOG);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.goto('/rooms');
      const row = page.locator(`.MuiDataGrid-row[data-id="${room.meetingId}"]`);
      await expect(row).toBeVisible();
      await expectAccessible(page, '/rooms');
      await row.getByRole('button').last().click();
      dialog = page.getByRole('dialog', { name: new RegExp(T.admin.roomDetails.title) });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'room details', DIALOG);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.goto('/reports');
      await expect(
        page.getByRole('heading', { level: 1, name: T.admin.reports.title }),
      ).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectAccessible(page, '/reports');

      await page.getByRole('button', { name: T.shell.menu.open }).click();
      await expect(page.getByRole('navigation', { name: T.shell.menu.title })).toBeVisible();
      await expectAccessible(page, 'side menu', '.MuiDrawer-paper');
      await context.close();
    });

    test('teacher and student: landing, main, profile, call overlays, meeting, rating', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const teacher = await createAccount('teacher', `A11y Caller Sheikh ${language}`);
      const student = await createAccount('student', `A11y Caller Student ${language}`);
      const open = (account: typeof teacher, path: string) =>
        openAs(browser, account.email, { password: account.password, path, prepare });
      const sheikh = await open(teacher, '/');
      await expectAccessible(sheikh.page, 'landing, teacher');
      const learner = await open(student, '/');
      await expectAccessible(learner.page, 'landing, student');

      for (const [person, who] of [
        [sheikh, 'teacher'],
        [learner, 'student'],
      ] as const) {
        await person.page.goto('/profile');
        await expect(person.page.getByRole('button').last()).toBeVisible();
        await expectAccessible(person.page, `/profile, ${who}`);
        await person.page.goto('/main');
        await expect(h1(person.page)).toBeVisible();
      }
      await expectAccessible(sheikh.page, '/main, teacher (waiting room)');
      const row = teacherRow(learner.page, teacher.user.name);
      const call = row.getByRole('button', {
        name: fill(T.meeting.teachers.callTeacher, { name: teacher.user.name }),
      });
      await expect(call).toBeVisible();
      await expectAccessible(learner.page, '/main, student (teachers list)');

      // Both overlays are checked within the 30 s the call rings.
      await call.click();
      const ringing = sheikh.page.getByTestId('receiver-overlay');
      await expect(ringing).toBeVisible();
      await expect(learner.page.getByTestId('caller-overlay')).toBeVisible();
      await Promise.all([
        expectAccessible(learner.page, 'caller overlay', DIALOG),
        expectAccessible(sheikh.page, 'receiver overlay', DIALOG),
      ]);
      await ringing.getByRole('button', { name: T.meeting.call.accept }).click();

      for (const person of [sheikh, learner]) {
        const view = person.page.getByTestId('meeting-view');
        await expect(view).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
        await expect(view.locator('[data-link-status="connected"]')).toBeVisible({
          timeout: 20_000,
        });
      }
      await expectAccessible(sheikh.page, 'meeting view, teacher');
      await expectAccessible(learner.page, 'meeting view, student');

      await sheikh.page.getByRole('button', { name: T.meeting.video.hangUp }).click();
      const rating = learner.page.getByRole('dialog', { name: T.meeting.rating.title });
      await expect(rating).toBeVisible({ timeout: 10_000 });
      await expectAccessible(learner.page, 'rating dialog', DIALOG);
      await Promise.all([sheikh.context.close(), learner.context.close()]);
    });
  });
}
