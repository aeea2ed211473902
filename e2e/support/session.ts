import type { BrowserContext, Page } from '@playwright/test';
import { loginThroughApi } from '../../scripts/lib/bench-browser';
import { API_URL, SHELL_URL } from './platform';

/** Signs a browser context in through the real API: its cookies become the app's session. */
export function signIn(context: BrowserContext, contact: string, password: string): Promise<void> {
  return loginThroughApi(context, API_URL, SHELL_URL, contact, password);
}

/** Marks the current document, to tell later whether the page was reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-document', 'original'));
}

/** True while the document marked by markDocument is still the one on screen. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.getAttribute('data-e2e-document') === 'original',
  );
}

/** Opens the side menu and follows one of its links, as a user would. */
export async function navigateWithMenu(
  page: Page,
  openMenuLabel: string,
  linkName: string,
): Promise<void> {
  await page.getByRole('button', { name: openMenuLabel }).click();
  await page.getByRole('link', { name: linkName }).click();
}
