import type { Direction } from '../state/ui-atoms';

export type Language = 'ar' | 'en';

export const SUPPORTED_LANGUAGES: readonly Language[] = ['ar', 'en'];
/** Arabic is the default language. Both hold every text, so there is no fallback language. */
export const DEFAULT_LANGUAGE: Language = 'ar';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Narrows any string (a stored value, a browser language tag) to a supported language. */
export function toLanguage(value: string | null | undefined): Language | null {
  const base = value?.toLowerCase().split('-')[0];
  return SUPPORTED_LANGUAGES.find((language) => language === base) ?? null;
}

/** Arabic reads right to left; English left to right. */
export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The other language, for the one-button toggle. */
export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}
