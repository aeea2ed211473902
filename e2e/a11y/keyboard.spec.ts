import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDemoSession } from '../admin/support/demo-session';
import { meet } from '../admin/support/seed-rooms';
import { createAccount } from '../support/accounts';
import { openAs, teacherRow } from '../support/call';
import { DEMO } from '../support/demo';

// Keyboard only: every dialog and overlay takes the focus when it opens and gives it back to
// the control that opened it when it closes.

async function expectFocusInside(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

/** Tabs from where the focus is until `target` has it (reachable by keyboard at all). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the side menu and the auth dialog, by keyboard', async ({ browser }) => {
  const student = await openAs(browser, DEMO.students[2]!.email, { path: '/profile' });
  const { page } = student;
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, openMenu);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectFocusInside(page.getByRole('dialog', { name: 'Menu' }));
  await tabTo(page, menu.getByRole('link', { name: 'Find teacher' }));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(openMenu).toBeFocused();
  // A link chosen with Enter navigates and closes the menu.
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'Find teacher' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main$/);
  await expect(menu).toBeHidden();
  await student.context.close();

  const visitor = await browser.newPage();
  await visitor.goto('/');
  const login = visitor.getByRole('button', { name: 'Login', exact: true });
  await tabTo(visitor, login);
  await visitor.keyboard.press('Enter');
  const dialog = visitor.getByRole('dialog', { name: 'Welcome' });
  await expectFocusInside(dialog);
  await visitor.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();

  await visitor.keyboard.press('Enter');
  await expectFocusInside(dialog);
  await tabTo(visitor, dialog.getByLabel('Email'));
  await visitor.keyboard.type(DEMO.students[2]!.email);
  await visitor.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await visitor.keyboard.type(DEMO.password);
  await visitor.keyboard.press('Enter');
  await expect(visitor).toHaveURL(/\/main$/);
  await visitor.close();
});

test('the user dialog, the delete confirm and the room details, by keyboard', async ({
  browser,
}) => {
  const teacher = await createAccount('teacher', `Keyboard Sheikh ${Date.now().toString(36)}`);
  const student = await createAccount('student', `Keyboard Student ${Date.now().toString(36)}`);
  const pair = {
    teacher: await openDemoSession(teacher.email, teacher.password),
    student: await openDemoSession(student.email, student.password),
  };
  const room = await meet(pair, 'ended', { rating: 5, comment: 'Keyboard' });
  await Promise.all([pair.teacher.close(), pair.student.close()]);

  const { page, context } = await openAs(browser, DEMO.admin.email, { path: '/users' });
  const create = page.getByRole('button', { name: 'Create User' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add new user' });
  await expectFocusInside(form);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(create).toBeFocused();

  const edit = page.getByRole('button', { name: `Edit ${student.user.name}` });
  await edit.focus();
  await page.keyboard.press('Enter');
  const editing = page.getByRole('dialog', { name: 'Edit user' });
  await expectFocusInside(editing);
  await page.keyboard.press('Escape');
  await expect(edit).toBeFocused();

  const remove = page.getByRole('button', { name: `Delete ${student.user.name}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expectFocusInside(confirm);
  await page.keyboard.press('Escape');
  await expect(remove).toBeFocused();

  await page.goto('/rooms');
  const view = page
    .locator(`.MuiDataGrid-row[data-id="${room.meetingId}"]`)
    .getByRole('button', { name: /^View details of/ });
  await view.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: /Room details/ });
  await expectFocusInside(details);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(view).toBeFocused();
  await context.close();
});

test('call overlays, the meeting and the rating dialog, by keyboard', async ({ browser }) => {
  test.setTimeout(120_000);
  const teacher = await createAccount('teacher', `Keyboard Caller ${Date.now().toString(36)}`);
  const student = await createAccount('student', `Keyboard Learner ${Date.now().toString(36)}`);
  const sheikh = await openAs(browser, teacher.email, { password: teacher.password });
  const learner = await openAs(browser, student.email, { password: student.password });

  const call = teacherRow(learner.page, teacher.user.name).getByRole('button', {
    name: `Call ${teacher.user.name}`,
  });
  await tabTo(learner.page, call);
  await learner.page.keyboard.press('Enter');
  const calling = learner.page.getByTestId('caller-overlay');
  await expectFocusInside(calling);
  // Cancelled from the keyboard, the focus goes back to the Call button.
  await tabTo(learner.page, calling.getByRole('button', { name: 'Cancel' }), 5);
  await learner.page.keyboard.press('Enter');
  await expect(calling).toBeHidden();
  await expect(call).toBeFocused();

  await learner.page.keyboard.press('Enter');
  await expectFocusInside(calling);
  const ringing = sheikh.page.getByTestId('receiver-overlay');
  await expectFocusInside(ringing);
  await tabTo(sheikh.page, ringing.getByRole('button', { name: 'Accept' }), 5);
  await sheikh.page.keyboard.press('Enter');

  const meeting = sheikh.page.getByTestId('meeting-view');
  await expect(meeting).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
  await expectFocusInside(meeting);
  await tabTo(sheikh.page, meeting.getByRole('button', { name: 'Hang up' }), 10);
  await sheikh.page.keyboard.press('Enter');

  const rating = learner.page.getByRole('dialog', { name: 'Rate your session' });
  await expect(rating).toBeVisible({ timeout: 10_000 });
  await expectFocusInside(rating);
  // The stars are one radio group: Tab lands on the checked "No rating", arrows move on.
  await tabTo(learner.page, rating.getByRole('radio', { checked: true }), 10);
  for (let press = 0; press < 4; press += 1) await learner.page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await learner.page.keyboard.press('Tab');
  await expect(rating.getByLabel('Comment (optional)')).toBeFocused();
  await learner.page.keyboard.type('Rated with the keyboard');
  await tabTo(learner.page, rating.getByRole('button', { name: 'Submit' }), 5);
  await learner.page.keyboard.press('Enter');
  await expect(rating).toBeHidden();
  await Promise.all([sheikh.context.close(), learner.context.close()]);
});
