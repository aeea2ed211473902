import { DEFAULT_LANGUAGE, i18n, toLanguage, type Language } from '@app/shared/core';

/**
 * One web app manifest per language, so the install prompt and the installed app's name are in
 * the page's language: Arabic (the default) in manifest.webmanifest, English next to it.
 */
export const MANIFEST_BY_LANGUAGE: Record<Language, string> = {
  ar: '/manifest.webmanifest',
  en: '/manifest.en.webmanifest',
};

function manifestLink(): HTMLLinkElement {
  const existing = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = 'manifest';
  document.head.append(link);
  return link;
}

/** Keeps the page's manifest link on the page's language; returns the function that stops. */
export function syncManifestLanguage(): () => void {
  const apply = (language: string) => {
    const href = MANIFEST_BY_LANGUAGE[toLanguage(language) ?? DEFAULT_LANGUAGE];
    const link = manifestLink();
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  apply(i18n.language);
  return i18n.onLanguageChanged(apply);
}
