import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { PageTexts } from './page-texts';
import type { TFunction } from './translate';

/**
 * Counts the changes a text on screen can depend on: the language, and texts added later (a
 * remote's namespace, the other language loaded on a switch).
 */
let textsVersion = 0;
const listeners = new Set<() => void>();
let listening = false;

function changed(): void {
  textsVersion += 1;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    i18n.onLanguageChanged(changed);
    i18n.onTextsAdded(changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const currentVersion = () => textsVersion;

export interface Texts {
  /** Looks keys up in the first namespace; another one is reached as `namespace:key`. */
  t: TFunction;
  /** The page's texts, for its language and direction. */
  i18n: PageTexts;
}

/**
 * The texts of one namespace (or of the first of several), re-rendered when the language
 * changes or texts arrive.
 */
export function useTexts(namespaces: string | readonly string[] = 'common'): Texts {
  const version = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  const namespace = typeof namespaces === 'string' ? namespaces : (namespaces[0] ?? 'common');
  const language = i18n.language;
  const t = useMemo(
    () => i18n.getFixedT(language, namespace),
    // `version` stands for the texts themselves: a new bundle gives a new function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, namespace, version],
  );
  return { t, i18n };
}
