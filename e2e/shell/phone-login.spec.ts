import { expect, test } from '@playwright/test';
import { startInLanguage, type Language } from '../support/language';

const TEXTS = {
  en: {
    register: 'Register',
    login: 'Login',
    dialog: 'Welcome',
    name: 'Full name',
    contact: 'Email or phone',
    confirm: 'Confirm password',
    create: 'Create account',
    password: 'Password',
  },
  ar: {
    register: 'إنشاء حساب',
    login: 'تسجيل الدخول',
    dialog: 'أهلًا بك',
    name: 'الاسم الكامل',
    contact: 'البريد الإلكتروني أو رقم الهاتف',
    confirm: 'تأكيد كلمة المرور',
    create: 'إنشاء الحساب',
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

    await page.goto('/');
    await page.getByRole('button', { name: text.register, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByLabel(text.name).fill(`Phone Student ${language}`);
    await dialog.getByLabel(text.contact).fill(phone);
    await dialog.locator('#field-password').fill(password);
    await dialog.getByLabel(text.confirm).fill(password);
    await dialog.getByRole('button', { name: text.create }).click();
    // A student is admitted at once and goes to work.
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

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
