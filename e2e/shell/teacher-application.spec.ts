import { expect, test } from '@playwright/test';
import { freshEmail } from '../support/accounts';
import { DEMO } from '../support/demo';
import { startInLanguage, type Language } from '../support/language';
import { signIn } from '../support/session';

// Names in the admin's action labels are isolated in Arabic (FSI ... PDI).
const FSI = '\u2068';
const PDI = '\u2069';

const TEXTS = {
  en: {
    register: 'Register',
    login: 'Login',
    dialog: 'Welcome',
    name: 'Full name',
    contact: 'Email or phone',
    loginContact: 'Email, phone or username',
    password: 'Password',
    confirm: 'Confirm password',
    role: 'I am a',
    sheikh: 'Sheikh (teacher)',
    conductTitle: 'Code of conduct for Sheikhs',
    acceptConduct: 'I have read the code of conduct and accept it.',
    conductRequired: 'Accepting the code of conduct is required to apply',
    conductAccepted: /Code of conduct v1 accepted on/,
    create: 'Create account',
    applied: 'An administrator will review your application',
    pendingLogin: 'waiting for an administrator to review it',
    teachers: 'Sheikhs',
    search: 'Search users',
    pendingOne: 'Pending review (1)',
    pendingFilter: /^Pending review \(\d+\)$/,
    pendingStatus: 'Pending review',
    approve: (name: string) => `Approve ${name}`,
    approved: 'Application approved',
    activeStatus: 'Active',
    main: /\/main$/,
  },
  ar: {
    register: 'إنشاء حساب',
    login: 'تسجيل الدخول',
    dialog: 'أهلًا بك',
    name: 'الاسم الكامل',
    contact: 'البريد الإلكتروني أو رقم الهاتف',
    loginContact: 'البريد الإلكتروني أو الهاتف أو اسم المستخدم',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    role: 'التسجيل بصفة',
    sheikh: 'شيخ (معلّم)',
    conductTitle: 'ميثاق السلوك للمشايخ',
    acceptConduct: 'قرأت ميثاق السلوك وأقبله.',
    conductRequired: 'قبول ميثاق السلوك شرط لتقديم الطلب',
    conductAccepted: /ميثاق السلوك \(الإصدار \u2068?1\u2069?\): مقبول في/,
    create: 'إنشاء الحساب',
    applied: 'سيراجع أحد المشرفين طلبك للتدريس',
    pendingLogin: 'بانتظار مراجعة أحد المشرفين',
    teachers: 'المشايخ',
    search: 'البحث عن المستخدمين',
    pendingOne: 'قيد المراجعة (طلب واحد)',
    pendingFilter: /^قيد المراجعة \(/,
    pendingStatus: 'قيد المراجعة',
    approve: (name: string) => `قبول طلب ${FSI}${name}${PDI}`,
    approved: 'تم قبول الطلب',
    activeStatus: 'مفعّل',
    main: /\/main$/,
  },
} as const;

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`a teacher applies, is found as pending, is approved and signs in (${language})`, async ({
    browser,
  }) => {
    const text = TEXTS[language];
    const name = `Applicant ${language} ${Date.now().toString(36)}`;
    const email = freshEmail(`applicant-${language}`);
    const password = 'applicant-secret';

    // The teacher applies from the landing page and is told an admin will review it.
    const applicant = await browser.newContext();
    await startInLanguage(applicant, language);
    const page = await applicant.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: text.register, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByLabel(text.name).fill(name);
    await dialog.getByLabel(text.contact).fill(email);
    await dialog.locator('#field-password').fill(password);
    await dialog.getByLabel(text.confirm).fill(password);
    await dialog.getByRole('combobox', { name: text.role }).click();
    await page.getByRole('option', { name: text.sheikh }).click();
    // A Sheikh reads the code of conduct and cannot apply without accepting it.
    await expect(dialog.getByRole('region', { name: text.conductTitle })).toBeVisible();
    await dialog.getByRole('button', { name: text.create }).click();
    await expect(dialog.getByText(text.conductRequired)).toBeVisible();
    await dialog.getByRole('checkbox', { name: text.acceptConduct }).check();
    await dialog.getByRole('button', { name: text.create }).click();
    await expect(dialog.getByRole('status')).toContainText(text.applied);

    // Logging in before the review says it is pending.
    await dialog.getByRole('tab', { name: text.login }).click();
    await dialog.getByLabel(text.loginContact).fill(email);
    await dialog.getByLabel(text.password).fill(password);
    await dialog.getByRole('button', { name: text.login, exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(text.pendingLogin);

    // The admin searches for the applicant by name, keeps only pending applications, and
    // approves it.
    const adminContext = await browser.newContext();
    await startInLanguage(adminContext, language);
    await signIn(adminContext, DEMO.admin.email, DEMO.password);
    const admin = await adminContext.newPage();
    await admin.goto('/users');
    const searched = admin.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/users' &&
        new URL(request.url()).searchParams.get('q') === name,
    );
    await admin.getByRole('searchbox', { name: text.search }).fill(name);
    // The server answers the search: only the applicant is listed, under one section.
    await searched;
    await expect(admin.getByRole('button', { name: text.pendingOne, exact: true })).toBeVisible();
    await admin.getByRole('button', { name: text.pendingFilter }).click();
    const row = admin
      .getByRole('region', { name: text.teachers, exact: true })
      .getByRole('row')
      .filter({ hasText: email });
    await expect(row).toContainText(text.pendingStatus);
    // The review shows that the applicant accepted the code of conduct, and which version.
    await expect(row.getByRole('img', { name: text.conductAccepted })).toBeVisible();
    await row.getByRole('button', { name: text.approve(name) }).click();
    await expect(
      admin.getByRole('alert', { includeHidden: true }).filter({ hasText: text.approved }).first(),
    ).toBeVisible();
    // Approved, it leaves the pending list; under All it is active.
    await expect(row).toHaveCount(0);
    await admin
      .getByRole('button', { name: language === 'en' ? 'All' : 'الكل', exact: true })
      .click();
    await expect(admin.getByRole('row').filter({ hasText: email })).toContainText(
      text.activeStatus,
    );
    await adminContext.close();

    // Now the Sheikh signs in and reaches the waiting room.
    await dialog.getByRole('button', { name: text.login, exact: true }).click();
    await expect(page).toHaveURL(text.main);
    await applicant.close();
  });
}
