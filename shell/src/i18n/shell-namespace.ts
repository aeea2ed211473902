import type { TextLoaders } from '@app/shared/core';

export const SHELL_NAMESPACE = 'shell';

/** The shell's own texts, each language in its own chunk: a page loads the one it shows. */
export const SHELL_TEXTS: TextLoaders = {
  en: () => import('./en').then((texts) => texts.en),
  ar: () => import('./ar').then((texts) => texts.ar),
};
