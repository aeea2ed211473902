import { readStorage } from '../lib/storage';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, toLanguage, type Language } from './languages';

/** Language detection order: the stored choice, then the browser's languages, then Arabic. */
export function detectLanguage(): Language {
  const stored = toLanguage(readStorage(LANGUAGE_STORAGE_KEY));
  if (stored) return stored;
  const browserLanguages = globalThis.navigator?.languages ?? [];
  for (const tag of browserLanguages) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
