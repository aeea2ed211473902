import { expect, test, type Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { openAs, type Person } from '../support/call';
import { DEMO } from '../support/demo';
import { startInLanguage, type Language } from '../support/language';
import { fill, TEXTS } from '../support/texts';
import { PHONE } from '../../scripts/lib/viewports';
import { section } from './support/admin-page';
import { openDemoSession } from './support/demo-session';
import { meet, type SeededMeeting } from './support/seed-rooms';

// On a phone the admin tables are cards (card layout on small screens), and the Data
// Grid's chunk, about 200 KB gz with the MUI parts only it uses, is never downloaded.

const DATA_GRID_CHUNK = /\/data-grid\.[0-9a-f]+\.js$/;
const DIALOG = '[role="dialog"]';

/** Every Data Grid chunk request the page makes from now on. */
function gridDownloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (DATA_GRID_CHUNK.test(request.url())) urls.push(request.url());
  });
  return urls;
}

async function openOnPhone(
  browser: Parameters<typeof openAs>[0],
  email: string,
  language: Language,
  password = DEMO.password,
): Promise<Person> {
  return openAs(browser, email, {
    path: '/',
    password,
    viewport: PHONE,
    prepare: (context) => startInLanguage(context, language),
  });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  const T = TEXTS[language];

  test.describe(`admin screens on a phone in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    let student: Awaited<ReturnType<typeof createAccount>>;
    let teacher: Awaited<ReturnType<typeof createAccount>>;
    let room: SeededMeeting;

    test.beforeAll(async () => {
      teacher = await createAccount('teacher', `Phone Sheikh ${language}`);
      student = await createAccount('student', `Phone Student ${language}`);
      const pair = {
        teacher: await openDemoSession(teacher.email, teacher.password),
        student: await openDemoSession(student.email, student.password),
      };
      room = await meet(pair, 'ended', { rating: 5, comment: 'Clear makharij' });
      await Promise.all([pair.teacher.close(), pair.student.close()]);
    });

    test('a superadmin manages users and reads rooms as cards, without the grid', async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const { page, context } = await openOnPhone(browser, DEMO.superadmin.email, language);
      const downloads = gridDownloads(page);

      await page.goto('/users');
      const students = section(page, T.admin.users.sections.student);
      const card = students.getByRole('listitem', { name: student.user.name, exact: true });
      await expect(card).toBeVisible();
      await expect(card).toContainText(student.email);
      await expect(page.locator('.MuiDataGrid-root')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `/users on a phone (${language})`);

      // The search box is above the cards too: the server's answer leaves one card.
      const search = page.getByRole('searchbox', { name: T.admin.users.search.label });
      await search.fill(student.email);
      await expect(students.getByRole('listitem')).toHaveCount(1);
      await expect(card).toBeVisible();
      await expectNoSidewaysScroll(page);
      await search.fill('');

      // The form loads on first opening; it still opens with this user's values.
      await card
        .getByRole('button', {
          name: fill(T.admin.users.actions.edit, { name: student.user.name }),
        })
        .click();
      const dialog = page.getByRole('dialog', { name: T.admin.userForm.editTitle });
      await expect(dialog.getByRole('textbox', { name: T.admin.userForm.fields.name })).toHaveValue(
        student.user.name,
      );
      await expectAccessible(page, `edit user dialog on a phone (${language})`, DIALOG);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.goto('/rooms');
      const roomCard = page.getByRole('listitem', {
        name: fill(T.admin.rooms.cardLabel, {
          room: T.admin.rooms.defaultSubject,
          teacher: teacher.user.name,
        }),
      });
      await expect(roomCard).toBeVisible();
      await expect(roomCard).toContainText(T.admin.rooms.status.ended);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `/rooms on a phone (${language})`);
      await roomCard
        .getByRole('button', { name: fill(T.admin.rooms.view, { room: room.roomName }) })
        .click();
      const details = page.getByRole('dialog', { name: new RegExp(T.admin.roomDetails.title) });
      await expect(details).toContainText('Clear makharij');
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      expect(downloads).toEqual([]);
      await context.close();
    });

    test('a Sheikh reads the students list as cards, without the grid', async ({ browser }) => {
      const { page, context } = await openOnPhone(
        browser,
        teacher.email,
        language,
        teacher.password,
      );
      const downloads = gridDownloads(page);
      await page.goto('/users');
      const card = page.getByRole('listitem', { name: student.user.name, exact: true });
      await expect(card).toBeVisible();
      // A student the Sheikh taught, by name: never a child's contact details.
      await expect(card).not.toContainText(student.email);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `students list on a phone (${language})`);
      expect(downloads).toEqual([]);
      await context.close();
    });
  });
}
