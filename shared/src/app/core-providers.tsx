import type { ReactNode } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { appStore } from '../state/store';

/** The page's one store and i18n: all the landing page needs, and what every screen sits in. */
export function CoreProviders({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={appStore}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StoreProvider>
  );
}
