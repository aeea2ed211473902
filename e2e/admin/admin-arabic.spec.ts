import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo';
import { sharedInstanceReport } from '../support/federation';
import { signIn } from '../support/session';
import { startInLanguage } from '../support/language';
import { expectShellStyling, section } from './support/admin-page';
import { closePairs, meet, openPairs } from './support/seed-rooms';

test.beforeEach(async ({ context }) => {
  await startInLanguage(context, 'ar');
  await signIn(context, DEMO.superadmin.email, DEMO.password);
});

test('the users screen reads right to left in Arabic, in the shell theme', async ({ page }) => {
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
  const sheikhs = section(page, 'المشايخ');
  await expect(sheikhs).toBeVisible();
  await expect(sheikhs.getByRole('row').filter({ hasText: DEMO.teachers[0]!.email })).toBeVisible();
  await expectShellStyling(page, 'rtl');

  // The first column (Name) sits at the right edge, the next one to its left.
  const name = sheikhs.getByRole('columnheader', { name: 'الاسم' });
  const contact = sheikhs.getByRole('columnheader', { name: 'البريد الإلكتروني/الهاتف' });
  const [nameBox, contactBox] = [await name.boundingBox(), await contact.boundingBox()];
  expect(nameBox && contactBox && nameBox.x > contactBox.x).toBe(true);
  await expect(sheikhs.getByRole('row').filter({ hasText: DEMO.teachers[0]!.email })).toContainText(
    'مفعّل',
  );

  // The grid's MUI is the shell's: one theme context, one RTL context, one Emotion.
  for (const name of ['@mui/material/styles', '@mui/system/RtlProvider', '@emotion/react']) {
    expect(await sharedInstanceReport(page, name), name).toMatchObject({
      versions: 1,
      from: 'shell',
    });
  }

  await page.getByRole('button', { name: 'إنشاء مستخدم' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة مستخدم جديد' });
  await dialog.getByRole('button', { name: 'إنشاء المستخدم' }).click();
  await expect(dialog.getByText('الاسم مطلوب')).toBeVisible();
  await expect(dialog.getByText('كلمة المرور مطلوبة')).toBeVisible();
});

test('the rooms screen reads right to left in Arabic', async ({ page }) => {
  const pairs = await openPairs();
  const rated = await meet(pairs[0]!, 'ended', { rating: 5, comment: 'ما شاء الله' }).finally(() =>
    closePairs(pairs),
  );
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'غرف الجلسات' })).toBeVisible();
  const filters = page.getByRole('group', { name: 'تصفية الغرف حسب الحالة' });
  await expect(filters.getByRole('button', { name: 'الكل' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const row = page.locator(`.MuiDataGrid-row[data-id="${rated.meetingId}"]`);
  await expect(row).toContainText('غرفة جلسة');
  await expect(row).toContainText('منتهية');
  await expectShellStyling(page, 'rtl');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText('لا مزيد من الغرف للتحميل')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  await row.getByRole('button', { name: /^عرض تفاصيل/ }).click();
  const dialog = page.getByRole('dialog', { name: /تفاصيل الغرفة/ });
  await expect(dialog).toContainText('فردية');
  await expect(dialog).toContainText('ما شاء الله');
});
