import { expect, type Locator, type Page } from '@playwright/test';

/** The users table section of one role, found by its heading. */
export function section(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: heading, exact: true });
}

/** The grid row showing that text (a name, an email). */
export function rowWith(scope: Locator, text: string): Locator {
  return scope.getByRole('row').filter({ hasText: text });
}

/**
 * Waits for a toast with that text. An open dialog hides the rest of the page from the
 * accessibility tree, the toasts included, so hidden alerts count too.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
}

/** The tooltip an element shows on hover (a refused action says why). */
export async function expectTooltip(page: Page, target: Locator, text: string): Promise<void> {
  await target.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: text })).toBeVisible();
  await page.mouse.move(0, 0);
}

/** The grid's computed direction and whether any style bypassed the shell's Emotion cache. */
export async function expectShellStyling(page: Page, direction: 'ltr' | 'rtl'): Promise<void> {
  const grid = page.locator('.MuiDataGrid-root').first();
  await expect(grid).toBeVisible();
  expect(await grid.evaluate((element) => getComputedStyle(element).direction)).toBe(direction);
  // A second MUI/Emotion in the remote would write its styles under Emotion's default key.
  expect(await page.locator('style[data-emotion^="css"]').count()).toBe(0);
}
