import { COMMON_TEXTS_AR } from './common-texts-ar';
import { COMMON_TEXTS_EN } from './common-texts-en';
import type { Language } from './languages';

/**
 * The shared components' texts in both languages, for what needs both at once: the first paint
 * built into index.html, and the tests that compare the languages. The page itself loads only
 * the language it shows (common-namespace.ts).
 */
export const COMMON_TRANSLATIONS: Record<Language, Record<string, unknown>> = {
  en: COMMON_TEXTS_EN,
  ar: COMMON_TEXTS_AR,
};
