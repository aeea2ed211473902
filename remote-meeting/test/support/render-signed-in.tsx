import { authAtom, INITIAL_AUTH_STATE, type User } from '@app/shared';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders a page as this user sees it: signed in, with the shell's providers (a theme, its own
 * query cache with no retries so a refusal shows at once, toasts) and a router at `path`.
 */
export function renderSignedIn(user: User, page: ReactNode, path = '/') {
  const store = createStore();
  store.set(authAtom, { ...INITIAL_AUTH_STATE, isInitialized: true, isAuthenticated: true, user });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={createTheme()}>
          <SnackbarProvider>
            <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
          </SnackbarProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, store };
}
