import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo';
import { openAs, teacherRow, type Person } from '../support/call';

const [teacherA, teacherB, teacherC] = DEMO.teachers;
const [studentA, studentB, studentC] = DEMO.students;
if (!teacherA || !teacherB || !teacherC || !studentA || !studentB || !studentC) {
  throw new Error('demo accounts missing');
}

async function call(learner: Person, teacherName: string): Promise<void> {
  await teacherRow(learner.page, teacherName)
    .getByRole('button', { name: `Call ${teacherName}` })
    .click();
}

test('a declined call shows Call Rejected, then the overlay closes after 3 s', async ({
  browser,
}) => {
  const sheikh = await openAs(browser, teacherB.email);
  const learner = await openAs(browser, studentB.email);
  await call(learner, teacherB.name);
  await sheikh.page
    .getByTestId('receiver-overlay')
    .getByRole('button', { name: 'Decline' })
    .click();
  const overlay = learner.page.getByTestId('caller-overlay');
  await expect(overlay).toContainText('Call Rejected');
  await expect(overlay).toContainText(`${teacherB.name} cannot take your call right now.`);
  await expect(overlay).toBeHidden({ timeout: 5_000 });
  await Promise.all([sheikh.context.close(), learner.context.close()]);
});

test('the caller cancels: the teacher stops ringing', async ({ browser }) => {
  const sheikh = await openAs(browser, teacherB.email);
  const learner = await openAs(browser, studentB.email);
  await call(learner, teacherB.name);
  const ringing = sheikh.page.getByTestId('receiver-overlay');
  await expect(ringing).toBeVisible();
  await learner.page.getByRole('button', { name: 'Cancel' }).click();
  await expect(learner.page.getByTestId('caller-overlay')).toBeHidden();
  await expect(ringing).toBeHidden();
  await Promise.all([sheikh.context.close(), learner.context.close()]);
});

test('a busy teacher cannot be called', async ({ browser }) => {
  const sheikh = await openAs(browser, teacherC.email);
  const learner = await openAs(browser, studentC.email);
  const row = teacherRow(learner.page, teacherC.name);
  await expect(row.getByRole('button', { name: `Call ${teacherC.name}` })).toBeEnabled();
  await sheikh.page.getByRole('switch').uncheck();
  await expect(sheikh.page.getByTestId('own-status')).toContainText('Busy');
  await expect(row.getByRole('button', { name: 'Busy' })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Call ${teacherC.name}` })).toHaveCount(0);
  await sheikh.page.getByRole('switch').check();
  await expect(row.getByRole('button', { name: `Call ${teacherC.name}` })).toBeEnabled();
  await Promise.all([sheikh.context.close(), learner.context.close()]);
});

test('a teacher with two tabs: both ring, answering in one stops the other', async ({
  browser,
}) => {
  const sheikh = await openAs(browser, teacherB.email);
  const secondTab = await sheikh.context.newPage();
  await secondTab.goto('/profile');
  const learner = await openAs(browser, studentB.email);
  await call(learner, teacherB.name);
  await expect(secondTab.getByTestId('receiver-overlay')).toBeVisible();
  await sheikh.page
    .getByTestId('receiver-overlay')
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(secondTab.getByTestId('receiver-overlay')).toBeHidden();
  await expect(learner.page.getByTestId('caller-overlay')).toContainText('Call Rejected');
  await Promise.all([sheikh.context.close(), learner.context.close()]);
});

test('nobody answers: after 30 s the caller sees Call Ended and the teacher stops ringing', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const sheikh = await openAs(browser, teacherC.email);
  const learner = await openAs(browser, studentC.email);
  await call(learner, teacherC.name);
  const ringing = sheikh.page.getByTestId('receiver-overlay');
  await expect(ringing).toBeVisible();
  const overlay = learner.page.getByTestId('caller-overlay');
  await expect(overlay).toHaveAttribute('data-status', 'calling');
  await expect(overlay).toContainText('Call Ended', { timeout: 35_000 });
  await expect(overlay).toContainText(`${teacherC.name} could not answer this time.`);
  await expect(ringing).toBeHidden();
  await expect(overlay).toBeHidden({ timeout: 5_000 });
  await Promise.all([sheikh.context.close(), learner.context.close()]);
});

test('the whole call in Arabic, right to left', async ({ browser }) => {
  test.setTimeout(90_000);
  const sheikh = await openAs(browser, teacherB.email, { locale: 'ar' });
  const learner = await openAs(browser, studentB.email, { locale: 'ar' });
  await expect(learner.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await teacherRow(learner.page, teacherB.name)
    .getByRole('button', { name: `اتصل بـ \u2068${teacherB.name}\u2069` })
    .click();
  await expect(learner.page.getByTestId('caller-overlay')).toContainText('جارٍ الاتصال');
  const ringing = sheikh.page.getByTestId('receiver-overlay');
  await expect(ringing).toContainText(`مكالمة واردة من \u2068${studentB.name}\u2069`);
  await ringing.getByRole('button', { name: 'قبول' }).click();
  await expect(learner.page.getByTestId('meeting-view')).toHaveAttribute('data-status', 'live', {
    timeout: 20_000,
  });
  await expect(learner.page.getByRole('button', { name: 'إنهاء المكالمة' })).toBeVisible();
  await sheikh.page.getByRole('button', { name: 'إنهاء المكالمة' }).click();
  await expect(learner.page.getByRole('status')).toHaveText('انتهت الجلسة: غادر أحد المشاركين');
  const rating = learner.page.getByRole('dialog', { name: 'قيّم جلستك' });
  await expect(rating).toBeVisible({ timeout: 6_000 });
  await rating.getByRole('button', { name: 'تخطي' }).click();
  await expect(rating).toBeHidden();
  await Promise.all([sheikh.context.close(), learner.context.close()]);
});

test('Call Now on a landing-page card rings the teacher without leaving the page', async ({
  browser,
}) => {
  const sheikh = await openAs(browser, teacherB.email);
  const learner = await openAs(browser, studentB.email, { path: '/' });
  await learner.page
    .getByRole('article', { name: teacherB.name })
    .getByRole('button', { name: 'Call Now' })
    .click();
  await expect(learner.page.getByTestId('caller-overlay')).toHaveAttribute(
    'data-status',
    'calling',
  );
  await expect(learner.page).toHaveURL(/\/$/);
  await expect(sheikh.page.getByTestId('receiver-overlay')).toBeVisible();
  await learner.page.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheikh.page.getByTestId('receiver-overlay')).toBeHidden();
  await Promise.all([sheikh.context.close(), learner.context.close()]);
});
