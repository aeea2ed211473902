import type { ReactNode } from 'react';
import { CoreProviders } from './core-providers';
import { UiProviders } from './ui-providers';

/**
 * Every provider the product renders inside: the one store, i18n, QueryClient, theme and toasts.
 * A remote mounts it only when it runs alone in development; the shell mounts the two halves
 * itself (the landing page needs only the first).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CoreProviders>
      <UiProviders>{children}</UiProviders>
    </CoreProviders>
  );
}
