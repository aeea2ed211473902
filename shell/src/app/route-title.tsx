import { currentUserAtom, pageTitle, useTexts } from '@app/shared';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { routeTitleOf } from './page-titles';

// The landing page's title, as the document first had it.
const LANDING_TITLE = document.title;

/**
 * Names the tab after the route in the page's language ("Profile · Quran Live"); the landing
 * page keeps its own title, and a Sheikh's page names itself.
 */
export function RouteTitle() {
  const { t } = useTexts(['shell', 'common']);
  const { pathname } = useLocation();
  const role = useAtomValue(currentUserAtom)?.role ?? null;
  const title = routeTitleOf(pathname, role);
  const text =
    title === 'page'
      ? null
      : title === 'landing'
        ? LANDING_TITLE
        : pageTitle(t(title.key), t('common:appName'));
  useEffect(() => {
    if (text !== null) document.title = text;
  }, [text]);
  // Leaving for the landing page unmounts the rich shell: the landing's title comes back.
  useEffect(() => () => void (document.title = LANDING_TITLE), []);
  return null;
}
