import type { ReactNode } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { appStore } from '../state/store';

/**
 * The page's one store: all the landing page needs, and what every screen sits in. Texts need no
 * provider: useTexts reads the page's one set of texts.
 */
export function CoreProviders({ children }: { children: ReactNode }) {
  return <StoreProvider store={appStore}>{children}</StoreProvider>;
}
