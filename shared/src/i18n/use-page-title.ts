import { useTexts } from './use-texts';
import { useEffect } from 'react';

/** "<page> · <app name>": the title of every page but the landing page, in either language. */
export function pageTitle(page: string, appName: string): string {
  return `${page} · ${appName}`;
}

/**
 * Names the browser tab (and the history entry, and what a screen reader announces on
 * arrival) after the page, in the page's language; it follows a change of language. Pages
 * with a name of their own (a Sheikh's page) call it; the shell names the others by route.
 */
export function usePageTitle(page: string): void {
  const { t } = useTexts('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = pageTitle(page, appName);
  }, [page, appName]);
}
