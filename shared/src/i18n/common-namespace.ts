import type { TextLoaders } from './text-loaders';

/** The `common` namespace, each language in its own chunk: a page loads the one it shows. */
export const COMMON_NAMESPACE: TextLoaders = {
  en: () => import('./common-namespace-en').then((texts) => texts.COMMON_NAMESPACE_EN),
  ar: () => import('./common-namespace-ar').then((texts) => texts.COMMON_NAMESPACE_AR),
};
