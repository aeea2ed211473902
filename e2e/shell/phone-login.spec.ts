import { expect, test } from '@playwright/test';
import { startInLanguage, type Language } from '../support/language';
import { signUpAsStudent } from '../support/sign-up';

const TEXTS = {
  en: {
    login: 'Login',
    dialog: 'Welcome',
    contact: 'Email, phone or username',
    password: 'Password',
  },
  ar: {
    login: 'تسجيل الدخول',
    dialog: 'أهلًا بك',
    contact: 'البريد الإلكتروني أو الهاتف أو اسم المستخدم',
    password: 'كلمة المرور',
  },
} as const;

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`a student signs up with a phone number and logs in with it (${language})`, async ({
    browser,
  }) => {
    const text = TEXTS[language];
    // Unique per run: digits of the clock.
    const phone = `+2010${String(Date.now()).slice(-8)}`;
    const password = 'phone-secret';
    const context = await browser.newContext();
    await startInLanguage(context, language);
    const page = await context.newPage();

    // A student is admitted at once and goes to work.
    await signUpAsStudent(
      page,
      { name: `Phone Student ${language}`, contact: phone, password },
      language,
    );

    // Signed out, the same number (written another way) signs in again.
    await context.clearCookies();
    await page.goto('/');
    await page.getByRole('button', { name: text.login, exact: true }).click();
    const login = page.getByRole('dialog', { name: text.dialog });
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    await login.getByLabel(text.contact).fill(spaced);
    await login.getByLabel(text.password).fill(password);
    await login.getByRole('button', { name: text.login, exact: true }).click();
    await expect(page).toHaveURL(/\/main$/);
    await context.close();
  });
}
