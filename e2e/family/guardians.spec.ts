import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { ERROR_TEXTS_AR } from '../../shared/src/i18n/error-texts-ar';
import { ERROR_TEXTS_EN } from '../../shared/src/i18n/error-texts-en';
import type { PublicUser } from '../../shared/src/protocol/user';
import { createAccount, freshEmail } from '../support/accounts';
import { openAs, teacherRow } from '../support/call';
import { DEMO } from '../support/demo';
import { expectAccessible } from '../support/axe';
import { startInLanguage, type Language } from '../support/language';
import { loggedMailLink } from '../support/mail-log';
import { API_URL, SHELL_URL } from '../support/platform';
import { signIn } from '../support/session';
import { fill, TEXTS } from '../support/texts';
import { guardianWithChild, PASSWORD } from './family-accounts';

const thisYear = new Date().getUTCFullYear();

/** axe on the page as it is, a toast included (its colours are the app's, readable ones). */
async function expectScreenAccessible(page: Page, screen: string): Promise<void> {
  await expectAccessible(page, screen);
}

/** A browser of its own in the language, on the landing page. */
async function visitor(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext();
  await startInLanguage(context, language);
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

/** The register form, filled up to the role and the password. */
async function openRegister(page: Page, language: Language, name: string, contact: string) {
  const T = TEXTS[language].shell;
  await page.getByRole('button', { name: T.landing.register, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: T.auth.dialogTitle });
  await dialog.getByLabel(T.auth.fields.name).fill(name);
  await dialog.getByLabel(T.auth.fields.contact).fill(contact);
  await dialog.locator('#field-password').fill(PASSWORD);
  await dialog.getByLabel(T.auth.fields.confirmPassword).fill(PASSWORD);
  return dialog;
}

for (const language of ['en', 'ar'] as const) {
  const T = TEXTS[language];
  const F = T.family;

  test(`a guardian signs up and adds a child who signs in by username; a minor alone waits for consent, then calls (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const guardianEmail = freshEmail('guardian');

    // The guardian signs up and lands on the Family page.
    const guardian = await visitor(browser, language);
    const register = await openRegister(guardian, language, `Parent ${stamp}`, guardianEmail);
    await register.getByRole('combobox', { name: T.shell.auth.fields.role }).click();
    await guardian.getByRole('option', { name: T.shell.auth.roles.guardian }).click();
    await register.getByRole('button', { name: T.shell.auth.submitRegister }).click();
    await expect(guardian).toHaveURL(/\/family$/);
    await expect(guardian.getByRole('heading', { level: 1, name: F.title })).toBeVisible();

    // A child without an email: a username and a password the guardian chooses.
    const username = `kid${stamp}`;
    await guardian.getByRole('button', { name: F.add.open }).first().click();
    const add = guardian.getByRole('dialog', { name: F.add.title });
    await add.getByLabel(F.add.name).fill(`Yusuf ${stamp}`);
    await add.getByLabel(F.add.username).fill(username);
    // "Password" is also in "Confirm the password": the first of the two.
    await add.getByLabel(F.add.password).first().fill(PASSWORD);
    await add.getByLabel(F.add.confirmPassword).fill(PASSWORD);
    await add.getByLabel(F.add.birthYear).fill(String(thisYear - 9));
    await add.getByRole('button', { name: F.add.submit }).click();
    await expect(guardian.getByText(fill(F.child.username, { username })).first()).toBeVisible();
    await expect(guardian.locator('.notistack-MuiContent-success').first()).toBeVisible();
    await expectScreenAccessible(guardian, 'family, a child, its toast');

    // The child signs in with the username from the login form.
    const child = await visitor(browser, language);
    await child.getByRole('button', { name: T.shell.landing.login, exact: true }).click();
    const login = child.getByRole('dialog', { name: T.shell.auth.dialogTitle });
    await login.getByLabel(T.shell.auth.fields.loginContact).fill(username);
    await login.locator('#field-password').fill(PASSWORD);
    await login.getByRole('button', { name: T.shell.auth.submitLogin, exact: true }).click();
    await expect(child).toHaveURL(/\/main$/);

    // A minor signs up alone and names the guardian: every Call is disabled, with the reason.
    const sheikh = await createAccount('teacher', `Family Sheikh ${stamp}`);
    const sheikhSide = await openAs(browser, sheikh.email, { password: sheikh.password });
    const minor = await visitor(browser, language);
    const alone = await openRegister(minor, language, `Maryam ${stamp}`, freshEmail('minor'));
    await alone.locator('#field-birthYear').selectOption(String(thisYear - 12));
    await alone.getByLabel(T.shell.auth.fields.guardianEmail).fill(guardianEmail);
    await alone.getByRole('button', { name: T.shell.auth.submitRegister }).click();
    await expect(alone).toContainText(
      fill(T.shell.auth.consentMailed.body, { email: guardianEmail }),
    );
    await alone.getByRole('button', { name: T.shell.auth.consentMailed.continue }).click();
    await expect(minor).toHaveURL(/\/main$/);
    const row = teacherRow(minor, sheikh.user.name);
    await expect(row.getByRole('button', { name: T.meeting.guardian.callLocked })).toBeDisabled();
    await expect(minor.getByText(T.meeting.guardian.mustAgree).first()).toBeVisible();
    await expectScreenAccessible(minor, 'main, waiting for consent');

    // The guardian opens the mailed link (logged: no SMTP here) and agrees.
    const link = await loggedMailLink('guardianConsent', guardianEmail);
    await guardian.goto(new URL(link).pathname + new URL(link).search);
    await expect(guardian.getByRole('button', { name: T.shell.consent.agree })).toBeVisible();
    await expectScreenAccessible(guardian, 'consent');
    await guardian.getByRole('button', { name: T.shell.consent.agree }).click();
    await expect(
      guardian.getByText(fill(T.shell.consent.agreed, { name: `Maryam ${stamp}` })),
    ).toBeVisible();

    // The child may call now: the Sheikh's phone rings.
    await minor.reload();
    const call = fill(T.meeting.teachers.callTeacher, { name: sheikh.user.name });
    await teacherRow(minor, sheikh.user.name).getByRole('button', { name: call }).click();
    await expect(sheikhSide.page.getByTestId('receiver-overlay')).toBeVisible();
    await sheikhSide.context.close();
  });

  test(`“female Sheikhs only”, locked by the guardian: no male Sheikh for the child, and the child cannot unlock it (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const { guardianEmail, username } = await guardianWithChild(stamp);
    const teachers = await demoTeachers();
    const male = teachers.find((teacher) => teacher.gender === 'male')!;
    const female = teachers.find((teacher) => teacher.gender === 'female')!;

    // The guardian locks the child to female Sheikhs from the Family page.
    const guardianContext = await browser.newContext();
    await startInLanguage(guardianContext, language);
    await signIn(guardianContext, guardianEmail, PASSWORD);
    const guardian = await guardianContext.newPage();
    await guardian.goto('/family');
    await guardian.getByRole('button', { name: F.sections.safety, exact: true }).click();
    await guardian.getByRole('radio', { name: F.safety.genders.female }).check();
    await guardian.getByRole('button', { name: F.safety.save, exact: true }).click();
    await expect(guardian.getByText(F.safety.saved)).toBeVisible();
    await expectScreenAccessible(guardian, 'family, safety settings');

    const childContext = await browser.newContext();
    await startInLanguage(childContext, language);
    await signIn(childContext, username, PASSWORD);
    const child = await childContext.newPage();
    await child.goto('/main');
    await expect(child.getByText(T.meeting.guardian.onlyFemale).first()).toBeVisible();
    await expect(teacherRow(child, female.name)).toBeVisible();
    await expect(teacherRow(child, male.name)).toHaveCount(0);

    // His page answers the reason, not his profile.
    await child.goto(`/teachers/${male._id}`);
    const refusal =
      language === 'ar'
        ? ERROR_TEXTS_AR.apiErrors['family.sheikh_not_allowed_male']
        : ERROR_TEXTS_EN.apiErrors['family.sheikh_not_allowed'];
    await expect(child.getByText(refusal!)).toBeVisible();

    // The child has no Family page: the settings are not the child's to change.
    await child.goto('/family');
    await expect(child).not.toHaveURL(/\/family$/);
    await guardianContext.close();
    await childContext.close();
  });
}

/** The demo Sheikhs as an admin reads them, with their genders. */
async function demoTeachers(): Promise<PublicUser[]> {
  const api = await request.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: { Origin: SHELL_URL },
  });
  try {
    await api.post('/auth/login', { data: { contact: DEMO.admin.email, password: DEMO.password } });
    const res = await api.get('/users/teachers');
    const { data } = (await res.json()) as { data: PublicUser[] };
    return data.filter((teacher) => teacher.gender !== null);
  } finally {
    await api.dispose();
  }
}
