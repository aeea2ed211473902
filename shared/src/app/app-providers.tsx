import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as StoreProvider } from 'jotai';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../query/query-client';
import { appStore } from '../state/store';
import { DirectionalTheme } from './directional-theme';

const TOAST_DURATION_MS = 4000;

/**
 * Every provider the product renders inside: the one store, QueryClient, i18n, theme and toasts.
 * The shell mounts it once; a remote mounts it only when it runs alone in development.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <DirectionalTheme>
            <SnackbarProvider
              anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
              autoHideDuration={TOAST_DURATION_MS}
              maxSnack={4}
            >
              {children}
            </SnackbarProvider>
          </DirectionalTheme>
        </I18nextProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}
