import { expect, test, type Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { openAs, teacherRow } from '../support/call';
import { DEMO } from '../support/demo';
import { startInLanguage } from '../support/language';
import { navigateWithMenu } from '../support/session';
import { fill, TEXTS } from '../support/texts';

const AR = TEXTS.ar;
const maryam = DEMO.teachers.find((teacher) => 'gender' in teacher && teacher.gender === 'female');
const student = DEMO.students[2];
if (!maryam || !student) throw new Error('demo accounts missing');

// Two or three browsers on a shared machine: each journey gets the room the call journeys get.
test.describe.configure({ timeout: 120_000 });

/** A gender form of a text, which the Arabic file's type leaves optional. */
function form(text: string | undefined): string {
  if (!text) throw new Error('a gender form is missing');
  return text;
}

const arabic = {
  locale: 'ar',
  prepare: (context: Parameters<typeof startInLanguage>[0]) => startInLanguage(context, 'ar'),
};

/** The public page of a demo teacher, opened from the landing page's card. */
async function openTeacherPage(page: Page, name: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name }).click();
  // A first visit loads the meeting remote's page: longer than the usual wait on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 45_000 });
}

test('a female Sheikh who declines is spoken of in the feminine in Arabic', async ({ browser }) => {
  const sheikh = await openAs(browser, maryam.email, arabic);
  const learner = await openAs(browser, student.email, arabic);
  try {
    await teacherRow(learner.page, maryam.name)
      .getByRole('button', { name: fill(AR.meeting.teachers.callTeacher, { name: maryam.name }) })
      .click();
    await sheikh.page
      .getByTestId('receiver-overlay')
      .getByRole('button', { name: AR.meeting.call.decline })
      .click();
    const overlay = learner.page.getByTestId('caller-overlay');
    await expect(overlay.getByRole('heading')).toHaveText(form(AR.meeting.call.declined_female));
    await expect(learner.page.getByTestId('caller-overlay-text')).toHaveText(
      fill(form(AR.meeting.call.declinedText_female), { name: maryam.name }),
    );
    // Never the masculine «اعتذر …» nor «الشيخ غير متاح».
    await expect(overlay).not.toContainText(form(AR.meeting.call.declined_male));
  } finally {
    await Promise.all([sheikh.context.close(), learner.context.close()]);
  }
});

test('lists take each language\'s punctuation: «،» in Arabic, ", " in English', async ({
  browser,
}) => {
  for (const language of ['ar', 'en'] as const) {
    const context = await browser.newContext({ locale: language === 'ar' ? 'ar' : 'en-US' });
    await startInLanguage(context, language);
    const page = await context.newPage();
    try {
      await openTeacherPage(page, maryam.name);
      // A Sheikh's page bears the Sheikh's name.
      const app = language === 'ar' ? 'القرآن مباشر' : 'Quran Live';
      await expect(page).toHaveTitle(`${maryam.name} · ${app}`);
      const L = TEXTS[language].teaching.languages;
      const languages = page.getByTestId('teacher-languages');
      await expect(languages).toHaveText(
        language === 'ar' ? `${L.ar}، و${L.en}، و${L.fr}` : `${L.ar}, ${L.en}, ${L.fr}`,
      );
      await expect(languages).not.toContainText(language === 'ar' ? ',' : '،');
    } finally {
      await context.close();
    }
  }
});

/** Where the first and last characters of an element's text are drawn, left to right. */
function endsOf(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((element) => {
    const text = element.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error('no text');
    const at = (offset: number) => {
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
      return range.getBoundingClientRect().left;
    };
    const length = text.textContent?.length ?? 0;
    return {
      first: at(0),
      last: at(length - 1),
      direction: getComputedStyle(element).direction,
    };
  });
}

test('one save keeps an edited bio, leaving unsaved asks first, and an English bio keeps its full stop in Arabic', async ({
  browser,
}) => {
  const name = `Sheikh Words ${Date.now().toString(36)}`;
  const teacher = await createAccount('teacher', name);
  const sheikh = await openAs(browser, teacher.email, {
    ...arabic,
    password: teacher.password,
    path: '/profile',
  });
  const visitor = await browser.newContext({ locale: 'ar' });
  try {
    const page = sheikh.page;
    const P = AR.profile;
    const bio = page.getByRole('textbox', { name: P.teachingProfile.bio });
    const english = 'I teach Tajweed (Hafs), step by step.';
    await bio.fill(english);
    // The page's first and only save: the bio is saved, never "No changes to save".
    await page.getByRole('button', { name: P.page.save }).click();
    await expect(page.getByText(P.messages.updated)).toBeVisible();
    await expect(page.getByText(P.messages.noChanges)).toHaveCount(0);
    await expect(page.getByText(P.page.unsaved)).toHaveCount(0);

    // An unsaved edit: leaving through the menu asks; declined, the page and the edit stay.
    const experience = page.getByRole('textbox', { name: P.teachingProfile.experience });
    await experience.fill('12 سنة في تعليم التلاوة');
    await expect(page.getByText(P.page.unsaved)).toBeVisible();
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await navigateWithMenu(page, AR.shell.menu.open, AR.shell.menu.items.history);
    expect(asked).toEqual([P.page.leaveUnsaved]);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(experience).toHaveValue('12 سنة في تعليم التلاوة');
    // Accepted, the page goes.
    page.once('dialog', (dialog) => void dialog.accept());
    await navigateWithMenu(page, AR.shell.menu.open, AR.shell.menu.items.history);
    await expect(page).toHaveURL(/\/history$/);

    // An Arabic reader of the English bio: laid out left to right, its full stop at its end.
    await startInLanguage(visitor, 'ar');
    const reader = await visitor.newPage();
    await reader.goto(`/teachers/${teacher.user._id}`);
    await expect(reader.getByTestId('teacher-bio')).toHaveText(english);
    await expect(reader.getByTestId('teacher-bio')).toHaveAttribute('dir', 'auto');
    const { first, last, direction } = await endsOf(reader, 'teacher-bio');
    expect(direction).toBe('ltr');
    expect(last).toBeGreaterThan(first);
  } finally {
    await Promise.all([sheikh.context.close(), visitor.close()]);
  }
});

for (const language of ['en', 'ar'] as const) {
  test(`every route has its own title (${language})`, async ({ browser }) => {
    const L = TEXTS[language];
    const app = language === 'ar' ? 'القرآن مباشر' : 'Quran Live';
    const learner = await openAs(browser, student.email, {
      locale: language === 'ar' ? 'ar' : 'en-US',
      prepare: (context) => startInLanguage(context, language),
    });
    const page = learner.page;
    try {
      const titled = async (path: string, title: string) => {
        await page.goto(path);
        await expect(page).toHaveTitle(title);
      };
      await titled('/main', `${L.shell.pageTitles.findTeacher} · ${app}`);
      await titled('/profile', `${L.shell.pageTitles.profile} · ${app}`);
      await titled('/history', `${L.shell.pageTitles.history} · ${app}`);
      await titled('/record', `${L.shell.pageTitles.myRecord} · ${app}`);
      await titled('/no-such-page', `${L.shell.pageTitles.notFound} · ${app}`);
      // The landing page keeps its own title.
      await titled('/', 'Quran Live');
      // Moving within the app renames the tab too, without a reload.
      await page.goto('/profile');
      await navigateWithMenu(page, L.shell.menu.open, L.shell.menu.items.history);
      await expect(page).toHaveTitle(`${L.shell.pageTitles.history} · ${app}`);
    } finally {
      await learner.context.close();
    }
  });
}
