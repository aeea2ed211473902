import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { openAs, teacherRow } from '../support/call';
import { DEMO } from '../support/demo';
import { startInLanguage, type Language } from '../support/language';
import { fill, TEXTS } from '../support/texts';

/** Picks one value of a select in the filters bar. */
async function pick(page: Page, filters: Locator, label: string, option: string) {
  await filters.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`a teacher's profile reaches its public page and the students' filters (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const L = TEXTS[language];
    const locale = language === 'ar' ? 'ar' : 'en-US';
    const prepare = (context: Parameters<typeof startInLanguage>[0]) =>
      startInLanguage(context, language);
    const name = `Sheikh Profile ${language} ${Date.now().toString(36)}`;
    const teacher = await createAccount('teacher', name);

    // The teacher writes a bio and picks a specialization in /profile.
    const sheikh = await openAs(browser, teacher.email, {
      password: teacher.password,
      path: '/profile',
      locale,
      prepare,
    });
    const form = sheikh.page.getByRole('group', { name: L.profile.teachingProfile.title });
    const bio = `A daily plan of new pages and revision (${language})`;
    await form.getByRole('textbox', { name: L.profile.teachingProfile.bio }).fill(bio);
    await form.getByRole('checkbox', { name: L.teaching.specializations.hifz }).check();
    // Checked before saving: the success toast's own colours are not this card's.
    await expectAccessible(sheikh.page, '/profile, teaching profile');
    // The page's one save keeps the teaching profile with the rest.
    await sheikh.page.getByRole('button', { name: L.profile.page.save }).click();
    await expect(sheikh.page.getByText(L.profile.messages.updated)).toBeVisible();

    // A visitor reads it on the teacher's public page.
    const visitor = await browser.newContext({ locale });
    await prepare(visitor);
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/teachers/${teacher.user._id}`);
    await expect(publicPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(publicPage.getByText(bio)).toBeVisible();
    await expect(publicPage.getByText(L.teaching.specializations.hifz)).toBeVisible();
    await expect(publicPage.getByText(L.meeting.teacherPage.noReviews)).toBeVisible();
    await expectAccessible(publicPage, 'teacher page, visitor');

    // A student finds the teacher by the specialization and by name; another value hides it.
    const learner = await openAs(browser, DEMO.students[0]!.email, { locale, prepare });
    const page = learner.page;
    const row = teacherRow(page, name);
    const filters = page.getByRole('search');
    const F = L.meeting.teachers.filters;
    await expect(row).toBeVisible();
    await pick(page, filters, F.specialization, L.teaching.specializations.hifz);
    await expect(row).toBeVisible();
    await expect(row).toContainText(L.teaching.specializations.hifz);
    await expect(page).toHaveURL(/spec=hifz/);
    await expectAccessible(page, '/main, filtered teachers list');
    await pick(page, filters, F.specialization, L.teaching.specializations.children);
    await expect(row).toBeHidden();
    await pick(page, filters, F.specialization, F.any);
    await expect(teacherRow(page, DEMO.teachers[0]!.name)).toBeVisible();
    await filters.getByRole('searchbox', { name: F.search }).fill(name.toLowerCase());
    await expect(row).toBeVisible();
    // The search narrows the list: the demo Sheikhs are gone.
    await expect(teacherRow(page, DEMO.teachers[0]!.name)).toBeHidden();
    await filters.getByRole('searchbox', { name: F.search }).fill(`${name} nobody`);
    await expect(row).toBeHidden();
    await expect(page.getByText(L.meeting.teachers.noMatch)).toBeVisible();

    // The name links to the public page.
    await filters.getByRole('searchbox', { name: F.search }).fill(name);
    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/teachers/${teacher.user._id}$`));
    await expect(page.getByText(bio)).toBeVisible();
    // The teacher is online and idle: a signed-in student may call from the page.
    await expect(
      page.getByRole('button', { name: fill(L.meeting.teachers.callTeacher, { name }) }),
    ).toBeVisible();
    await expect(publicPage.getByText(L.meeting.teacherPage.signInToCall)).toBeVisible();

    await Promise.all([sheikh.context.close(), visitor.close(), learner.context.close()]);
  });
}
