import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { SnackbarProvider } from 'notistack';
import { authAtom, changeLanguage, initI18n, INITIAL_AUTH_STATE, type User } from '@app/shared';
import { registerAdminTranslations } from '../../src/i18n/translations';

/** i18n as the shell starts it, plus this remote's namespace; English unless asked. */
export async function startI18n(language: 'en' | 'ar' = 'en'): Promise<void> {
  await initI18n();
  registerAdminTranslations();
  await changeLanguage(language);
}

/** Renders inside the providers the shell gives a remote, signed in as `user` when given. */
export function renderInApp(ui: ReactElement, user: User | null = null) {
  const store = createStore();
  store.set(authAtom, {
    ...INITIAL_AUTH_STATE,
    isInitialized: true,
    isAuthenticated: !!user,
    user,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>{ui}</SnackbarProvider>
      </QueryClientProvider>
    </Provider>,
  );
}
