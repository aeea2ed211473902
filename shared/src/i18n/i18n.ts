import { writeStorage } from '../lib/storage';
import { appStore } from '../state/store';
import { isolate } from './bidi';
import { directionAtom } from '../state/ui-atoms';
import { COMMON_NAMESPACE } from './common-namespace';
import { detectLanguage } from './detect-language';
import { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, directionOf, type Language } from './languages';
import { PageTexts } from './page-texts';
import type { TextLoaders } from './text-loaders';

/** One translation namespace in both languages; the key sets must match. */
export interface Translations {
  en: Record<string, unknown>;
  ar: Record<string, unknown>;
}

/**
 * React escapes markup itself. What the escape step does here is the text's direction, once for
 * every app: in a right-to-left page each value put into a text (a name, a file name, a number)
 * is isolated, so a Latin value keeps the line right to left.
 */
const isolateInRightToLeft = (value: string, language: Language) =>
  directionOf(language) === 'rtl' ? isolate(value) : value;

/** The page's texts (a federated singleton through @app/shared). */
export const i18n = new PageTexts('common', isolateInRightToLeft);
i18n.addLazyNamespace('common', COMMON_NAMESPACE);

/** Puts lang and dir on <html> and the direction in UI state, so MUI and the menu follow. */
function applyDocumentLanguage(language: Language): void {
  const direction = directionOf(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }
  appStore.set(directionAtom, direction);
}

let starting: Promise<PageTexts> | null = null;

/**
 * Starts the page's texts once, in the language shown (plus any lazy namespaces the caller adds,
 * the shell's own); later calls return the running instance. No fallback language: it would
 * download the other language's texts on every page, and both languages hold every key (each
 * app's translation tests compare the key sets).
 */
export function initI18n(namespaces: Record<string, TextLoaders> = {}): Promise<PageTexts> {
  if (i18n.isInitialized) return Promise.resolve(i18n);
  starting ??= (async () => {
    for (const [namespace, loaders] of Object.entries(namespaces))
      i18n.addLazyNamespace(namespace, loaders);
    const language = detectLanguage();
    await i18n.changeLanguage(language);
    i18n.markInitialized();
    applyDocumentLanguage(language);
    return i18n;
  })();
  return starting;
}

/** Adds an app's own namespace (each remote owns one) to the page's texts. */
export function registerTranslations(namespace: string, translations: Translations): void {
  for (const language of SUPPORTED_LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, translations[language]);
    }
  }
}

/**
 * Switches the whole page's language, direction and stored choice, once the new language's texts
 * are there. If they cannot be loaded (offline before they were cached) the page stays as it is
 * and the answer is false.
 */
export async function changeLanguage(language: Language): Promise<boolean> {
  if (!(await i18n.changeLanguage(language))) return false;
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  applyDocumentLanguage(language);
  return true;
}
