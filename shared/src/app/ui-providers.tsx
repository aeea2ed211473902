import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { queryClient } from '../query/query-client';
import { DirectionalTheme } from './directional-theme';
import { ToastColours } from './toast-colours';

const TOAST_DURATION_MS = 4000;

/**
 * What MUI screens render inside: the QueryClient, the theme and toasts. The shell mounts it
 * once, around everything except a visitor's landing page, which needs none of it.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionalTheme>
        <ToastColours />
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOAST_DURATION_MS}
          maxSnack={4}
        >
          {children}
        </SnackbarProvider>
      </DirectionalTheme>
    </QueryClientProvider>
  );
}
