import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { writeStorage } from '../lib/storage';
import { appStore } from '../state/store';
import { isolate } from './bidi';
import { directionAtom } from '../state/ui-atoms';
import { COMMON_NAMESPACE } from './common-namespace';
import { detectLanguage } from './detect-language';
import {
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  directionOf,
  toLanguage,
  type Language,
} from './languages';
import type { TextLoaders } from './text-loaders';

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

/** The namespaces loaded a language at a time: `common`, and the shell's own. */
const lazyNamespaces = new Map<string, TextLoaders>([['common', COMMON_NAMESPACE]]);

/**
 * i18next's loading step, answered from the lazy namespaces: the page downloads the texts of the
 * language it shows, and another language's only when the visitor switches to it.
 */
const lazyTextsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const supported = toLanguage(language);
    const load = supported ? lazyNamespaces.get(namespace)?.[supported] : undefined;
    if (!load) {
      callback(new Error(`No texts for ${namespace} in ${language}`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Starts i18next once for the whole page, with the texts of the language shown (plus any lazy
 * namespaces the caller adds, the shell's own); later calls return the running instance.
 */
export async function initI18n(namespaces: Record<string, TextLoaders> = {}): Promise<I18n> {
  if (i18n.isInitialized) return i18n;
  for (const [namespace, loaders] of Object.entries(namespaces))
    lazyNamespaces.set(namespace, loaders);
  const language = detectLanguage();
  await i18n.use(lazyTextsBackend).init({
    lng: language,
    // No fallback language: it would download the other language's texts on every page. Both
    // languages hold every key (each app's translation tests compare the key sets).
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...lazyNamespaces.keys()],
    defaultNS: 'common',
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

/**
 * Switches the whole page's language, direction and stored choice, once the new language's texts
 * are there. If they cannot be loaded (offline before they were cached) the page stays as it is
 * and the answer is false.
 */
export async function changeLanguage(language: Language): Promise<boolean> {
  // Reloaded rather than loaded: i18next never asks again for texts that failed once, and the
  // network may be back.
  const missing = missingNamespaces(language);
  if (missing.length > 0) await i18n.reloadResources([language], missing);
  if (missingNamespaces(language).length > 0) {
    console.error(`The ${language} texts could not be loaded`);
    return false;
  }
  await i18n.changeLanguage(language);
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  applyDocumentLanguage(language);
  return true;
}

const missingNamespaces = (language: Language): string[] =>
  [...lazyNamespaces.keys()].filter((namespace) => !i18n.hasResourceBundle(language, namespace));
