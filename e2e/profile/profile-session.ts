import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { API_URL, SHELL_URL } from '../support/platform';
import { signIn } from '../support/session';
import { PROFILE_TEXTS, type ProfileLanguage } from './profile-texts';

/** A signed-in browser context in one language, with a page open on `path`. */
export async function openAs(
  browser: Browser,
  language: ProfileLanguage,
  email: string,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: PROFILE_TEXTS[language].locale });
  await signIn(context, email, DEMO.password);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** Puts a demo account's name back: later journeys find it by its demo name. */
export async function restoreName(context: BrowserContext, name: string): Promise<void> {
  const response = await context.request.put(`${API_URL}/auth/profile`, {
    data: { name },
    headers: { Origin: SHELL_URL },
  });
  if (!response.ok()) throw new Error(`Restoring the name failed: ${response.status()}`);
}

/** A demo account by index, failing loudly when the seed changed. */
export function demoAccount<T>(accounts: readonly T[], index: number): T {
  const account = accounts[index];
  if (!account) throw new Error(`No demo account at ${index}`);
  return account;
}
