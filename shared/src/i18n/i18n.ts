import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { writeStorage } from '../lib/storage';
import { appStore } from '../state/store';
import { isolate } from './bidi';
import { directionAtom } from '../state/ui-atoms';
import { COMMON_TRANSLATIONS } from './common-translations';
import { ERROR_TRANSLATIONS } from './error-translations';
import { detectLanguage } from './detect-language';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  directionOf,
  type Language,
} from './languages';

/** One translation namespace in both languages; the key sets must match. */
export interface Translations {
  en: Record<string, unknown>;
  ar: Record<string, unknown>;
}

/** The page's i18next instance (a federated singleton through @app/shared and i18next). */
export const i18n: I18n = i18next;

/** Puts lang and dir on <html> and the direction in UI state, so MUI and the menu follow. */
function applyDocumentLanguage(language: Language): void {
  const direction = directionOf(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }
  appStore.set(directionAtom, direction);
}

/** The escape step: values isolated when the page's language reads right to left. */
function isolateInRightToLeft(value: string): string {
  return i18n.dir(i18n.language) === 'rtl' ? isolate(value) : value;
}

/** Starts i18next once for the whole page; later calls return the running instance. */
export async function initI18n(): Promise<I18n> {
  if (i18n.isInitialized) return i18n;
  const language = detectLanguage();
  const resources: Resource = {};
  for (const lng of SUPPORTED_LANGUAGES)
    resources[lng] = { common: { ...COMMON_TRANSLATIONS[lng], ...ERROR_TRANSLATIONS[lng] } };
  await i18n.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    resources,
    // React escapes markup itself. What i18next's escape step does here is the text's
    // direction, once for every app: in a right-to-left language each interpolated value (a
    // name, a file name, a number) is isolated, so a Latin value keeps the line right to left.
    interpolation: { escapeValue: true, escape: isolateInRightToLeft },
    returnNull: false,
  });
  applyDocumentLanguage(language);
  return i18n;
}

/** Adds an app's own namespace (each remote owns one) to the shared instance. */
export function registerTranslations(namespace: string, translations: Translations): void {
  for (const language of SUPPORTED_LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, translations[language], true, false);
    }
  }
}

/** Switches the whole page's language, direction and stored choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  applyDocumentLanguage(language);
}
