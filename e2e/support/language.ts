import type { BrowserContext } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../../shared/src/i18n/languages';

export type Language = 'en' | 'ar';

/** Starts every page of the context in that language (the stored choice wins at start). */
export async function startInLanguage(context: BrowserContext, language: Language) {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
}
