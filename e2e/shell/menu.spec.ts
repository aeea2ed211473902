import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { signIn } from '../support/session';
import { TEXTS } from '../support/texts';

const MENU = {
  superadmin: ['Home', 'Profile', 'Users', 'Meeting rooms', 'Reports', "Students' records"],
  admin: ['Home', 'Profile', 'Users', 'Meeting rooms', 'Reports', "Students' records"],
  teacher: ['Home', 'Profile', 'Find student', "Students' records", 'Session history'],
  student: ['Home', 'Profile', 'Find teacher', 'My memorisation record', 'Session history'],
} as const;

const ACCOUNTS = {
  superadmin: DEMO.superadmin,
  admin: DEMO.admin,
  teacher: DEMO.teachers[2],
  student: DEMO.students[2],
};

async function menuLinks(page: Page, openLabel: string, menuLabel: string) {
  await page.getByRole('button', { name: openLabel }).click();
  const menu = page.getByRole('navigation', { name: menuLabel });
  await expect(menu).toBeVisible();
  return menu;
}

for (const role of Object.keys(MENU) as Array<keyof typeof MENU>) {
  test(`the ${role} menu shows exactly that role's items and highlights the page`, async ({
    page,
    context,
  }) => {
    const account = ACCOUNTS[role];
    if (!account) throw new Error(`no demo ${role}`);
    await signIn(context, account.email, DEMO.password);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    const menu = await menuLinks(page, 'Open menu', 'Menu');
    await expect(menu.getByRole('link')).toHaveText([...MENU[role]]);
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByText(account.name)).toBeVisible();
    // Choosing an item navigates and closes the menu.
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
  });
}

test('the menu opens from the left in English and from the right in Arabic', async ({
  page,
  context,
}) => {
  await signIn(context, DEMO.students[2]?.email ?? '', DEMO.password);
  await page.goto('/profile');
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');

  let menu = await menuLinks(page, 'Open menu', 'Menu');
  let box = await menu.boundingBox();
  expect(box?.x).toBeLessThan(2);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  menu = await menuLinks(page, 'فتح القائمة', 'القائمة');
  const { items } = TEXTS.ar.shell.menu;
  await expect(menu.getByRole('link')).toHaveText([
    items.home,
    items.profile,
    items.findTeacher,
    items.myRecord,
    items.history,
  ]);
  box = await menu.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(viewport.width - 2);
});
