import { expect, test } from '@playwright/test';
import { openAs, teacherRow, type Person } from '../support/call';
import { DEMO } from '../support/demo';
import { API_URL } from '../support/platform';
import { fill, TEXTS } from '../support/texts';
import { clearNotifications, expectBell } from './support';

const teacher = DEMO.teachers[2];
const [firstStudent, secondStudent] = DEMO.students.slice(1);
if (!teacher || !firstStudent || !secondStudent) throw new Error('demo accounts missing');

async function call(learner: Person, teacherName: string): Promise<void> {
  await teacherRow(learner.page, teacherName)
    .getByRole('button', { name: `Call ${teacherName}` })
    .click();
}

test('the notification centre in Arabic, right to left', async ({ browser }) => {
  const sheikh = await openAs(browser, teacher.email, { locale: 'ar' });
  await clearNotifications(sheikh.page, API_URL);
  const page = sheikh.page;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectBell(page, 'الإشعارات');
  const first = await openAs(browser, firstStudent.email);
  const second = await openAs(browser, secondStudent.email);

  await call(first, teacher.name);
  await expect(page.getByTestId('receiver-overlay')).toBeVisible();
  await call(second, teacher.name);
  await first.page.getByRole('button', { name: 'Cancel' }).click();
  // Only the refused caller left a notification: cancelling a ringing call creates nothing.
  await expectBell(page, 'الإشعارات، إشعار واحد غير مقروء');

  // Behind the open (modal) panel the bell leaves the accessibility tree, not the screen.
  const bell = page.getByRole('button', {
    name: 'الإشعارات، إشعار واحد غير مقروء',
    includeHidden: true,
  });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'الإشعارات' });
  const item = panel.getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(
    `مكالمة فائتة من \u2068${secondStudent.name}\u2069 أثناء غيابك.`,
  );
  await expect(item).toContainText(/الآن|قبل/);
  // A Sheikh cannot call a student back: the follow-up is the waiting room.
  await expect(item.getByRole('button', { name: 'فتح غرفة الانتظار' })).toBeVisible();

  // Right to left: the panel opens under the bell and grows toward the start (the right).
  const bellBox = await bell.boundingBox();
  const panelBox = await panel.boundingBox();
  if (!bellBox || !panelBox) throw new Error('bell or panel not laid out');
  expect(Math.abs(panelBox.x - bellBox.x)).toBeLessThan(24);
  expect(panelBox.y).toBeGreaterThanOrEqual(bellBox.y + bellBox.height - 4);

  await item.getByRole('button', { name: 'تحديد كمقروء' }).click();
  await expect(item).toHaveAttribute('data-status', 'read');
  await expectBell(page, 'الإشعارات');
  await item.getByRole('button', { name: 'حذف الإشعار' }).click();
  await expect(panel.getByText('لا توجد إشعارات بعد.', { exact: false })).toBeVisible();
  await Promise.all([sheikh.context.close(), first.context.close(), second.context.close()]);
});

test('in Arabic, a declined call offers معاودة الاتصال, which rings the Sheikh again', async ({
  browser,
}) => {
  const sheikh = await openAs(browser, teacher.email);
  const learner = await openAs(browser, firstStudent.email, { locale: 'ar' });
  await clearNotifications(learner.page, API_URL);
  await teacherRow(learner.page, teacher.name)
    .getByRole('button', {
      name: fill(TEXTS.ar.meeting.teachers.callTeacher, { name: teacher.name }),
    })
    .click();
  const ringing = sheikh.page.getByTestId('receiver-overlay');
  await ringing.getByRole('button', { name: 'Decline' }).click();
  await expect(learner.page.getByTestId('caller-overlay')).toBeHidden({ timeout: 6_000 });
  await expectBell(learner.page, 'الإشعارات، إشعار واحد غير مقروء');
  await learner.page
    .getByRole('button', { name: 'الإشعارات، إشعار واحد غير مقروء', includeHidden: true })
    .click();
  const item = learner.page
    .getByRole('dialog', { name: 'الإشعارات' })
    .getByTestId('notification-item');
  await item
    .getByRole('button', {
      name: fill('معاودة الاتصال بـ{{teacherName}}', { teacherName: teacher.name }),
    })
    .click();
  await expect(ringing).toBeVisible();
  await ringing.getByRole('button', { name: 'Decline' }).click();
  await expect(ringing).toBeHidden();
  await Promise.all([sheikh.context.close(), learner.context.close()]);
});
