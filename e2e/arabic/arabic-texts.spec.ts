import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { createAccount, freshEmail, type NewAccount } from '../support/accounts';
import { openAs, teacherRow, type Person } from '../support/call';
import { DEMO } from '../support/demo';
import { startInLanguage } from '../support/language';
import { API_URL, SHELL_URL } from '../support/platform';
import { signIn } from '../support/session';
import { clearNotifications } from '../notifications/support';
import { CONDUCT_VERSION } from '../../shared/src/protocol/conduct';

// The Arabic interface as an Arabic reader meets it: counted texts in the right plural form,
// a Latin name that does not turn an Arabic line around, and a new sign-up that is not
// called banned.

const FSI = '\u2068';
const PDI = '\u2069';
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** An API session of an account, with its cookies for a socket. */
async function apiSession(email: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: { Origin: SHELL_URL },
  });
  const login = await api.post('/auth/login', { data: { contact: email, password } });
  if (!login.ok()) throw new Error(`login ${email}: ${login.status()}`);
  return api;
}

/** A student online: a real socket.io connection with the student's session, as a tab has. */
async function connectStudent(
  account: NewAccount,
): Promise<{ socket: Socket; api: APIRequestContext }> {
  const api = await apiSession(account.email, account.password);
  const { cookies } = await api.storageState();
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const socket = io(API_URL, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { cookie, origin: SHELL_URL },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, api };
}

function onlineStudents(page: Page) {
  return page.getByTestId('online-students');
}

test('the waiting room counts 0, 1, 2, 3 and 11 students online in the right Arabic form', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const students = await Promise.all(
    Array.from({ length: 11 }, (_, index) => createAccount('student', `Student ${index + 1}`)),
  );
  const teacher = await createAccount('teacher', 'Sheikh Waiting Room');
  const sheikh = await openAs(browser, teacher.email, {
    password: teacher.password,
    locale: 'ar',
    prepare: (context) => startInLanguage(context, 'ar'),
  });
  await expect(sheikh.page.getByRole('heading', { level: 1, name: 'غرفة الانتظار' })).toBeVisible();
  const count = onlineStudents(sheikh.page);
  // Students of earlier tests may still be leaving: the room waits until nobody is online.
  await expect(count).toHaveText('لا يوجد طلاب متصلون', { timeout: 30_000 });

  const connected: Array<{ socket: Socket; api: APIRequestContext }> = [];
  const expected: Array<[number, string]> = [
    [1, 'طالب واحد متصل'],
    [2, 'طالبان متصلان'],
    [3, `${FSI}3${PDI} طلاب متصلون`],
    [11, `${FSI}11${PDI} طالبًا متصلًا`],
  ];
  try {
    for (const [online, text] of expected) {
      while (connected.length < online)
        connected.push(await connectStudent(students[connected.length]!));
      await expect(count).toHaveText(text);
    }
  } finally {
    for (const { socket, api } of connected) {
      socket.disconnect();
      await api.dispose();
    }
    await sheikh.context.close();
  }
});

test('a notification about a Latin-named caller reads right to left', async ({ browser }) => {
  const teacher = await createAccount('teacher', `Sheikh Bell ${Date.now()}`);
  const first = await createAccount('student', 'John Smith');
  const second = await createAccount('student', 'Mary Jones 2');
  const sheikh = await openAs(browser, teacher.email, {
    password: teacher.password,
    locale: 'ar',
    prepare: (context) => startInLanguage(context, 'ar'),
  });
  await clearNotifications(sheikh.page, API_URL);
  const callers: Person[] = [];
  for (const account of [first, second]) {
    callers.push(await openAs(browser, account.email, { password: account.password }));
  }
  const call = (caller: Person) =>
    teacherRow(caller.page, teacher.user.name)
      .getByRole('button', { name: `Call ${teacher.user.name}` })
      .click();
  await call(callers[0]!);
  await expect(sheikh.page.getByTestId('receiver-overlay')).toContainText(
    `مكالمة واردة من ${FSI}John Smith${PDI}`,
  );
  // The second caller finds the Sheikh ringing: the Sheikh gets a missed call from them.
  await call(callers[1]!);
  await callers[0]!.page.getByRole('button', { name: 'Cancel' }).click();

  const bell = sheikh.page.getByRole('button', { name: 'الإشعارات، إشعار واحد غير مقروء' });
  await bell.click();
  const item = sheikh.page
    .getByRole('dialog', { name: 'الإشعارات' })
    .getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  const sentence = item.getByText('مكالمة فائتة من', { exact: false });
  await expect(sentence).toHaveText(`مكالمة فائتة من ${FSI}Mary Jones 2${PDI} أثناء غيابك.`);
  // Laid out right to left: the Arabic words come first, at the right; the Latin name and its
  // number stay together inside the line.
  expect(await sentence.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
  const text = (await sentence.textContent()) ?? '';
  expect(ARABIC_LETTER.test(text.charAt(0))).toBe(true);
  await Promise.all([sheikh.context.close(), ...callers.map((caller) => caller.context.close())]);
});

test('a teacher applicant is shown as pending review, never as banned', async ({ browser }) => {
  const name = `Applicant ${Date.now()}`;
  const email = freshEmail('applicant');
  const visitor = await request.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: { Origin: SHELL_URL },
  });
  const registered = await visitor.post('/auth/register', {
    data: {
      name,
      contact: email,
      password: 'applicant-secret',
      confirmPassword: 'applicant-secret',
      role: 'teacher',
      acceptedConduct: CONDUCT_VERSION,
    },
  });
  expect(registered.ok()).toBe(true);
  await visitor.dispose();

  const context = await browser.newContext({ locale: 'ar' });
  await startInLanguage(context, 'ar');
  await signIn(context, DEMO.superadmin.email, DEMO.password);
  const page = await context.newPage();
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('قيد المراجعة');
  await expect(row).not.toContainText('محظور');
  await expect(row).not.toContainText('حظر');
  await expect(row.getByRole('button', { name: `قبول طلب ${FSI}${name}${PDI}` })).toBeVisible();
  await context.close();
});
