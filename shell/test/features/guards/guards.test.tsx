import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  accountBannedAtom,
  authAtom,
  INITIAL_AUTH_STATE,
  initI18n,
  registerTranslations,
  type AuthState,
  type Role,
} from '@app/shared';
import { makeUser } from '../../../../shared/test/support/users';
import { AuthenticatedGuard } from '../../../src/features/guards/authenticated-guard';
import { BannedRedirect } from '../../../src/features/guards/banned-redirect';
import { RoleGuard } from '../../../src/features/guards/role-guard';
import { VerifiedUserGuard } from '../../../src/features/guards/verified-user-guard';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';

function Landing() {
  const location = useLocation();
  const state = location.state as { from?: { pathname: string }; reason?: string } | null;
  const from = state?.from?.pathname;
  return (
    <p>
      landing{location.search}
      {from ? ` from ${from}` : ''}
      {state?.reason ? ` (${state.reason})` : ''}
    </p>
  );
}

function renderAt(
  auth: Partial<AuthState>,
  roles: readonly Role[] = ['superadmin', 'admin', 'teacher', 'student'],
  { banRedirect = true, banned = false } = {},
) {
  const store = createStore();
  store.set(authAtom, { ...INITIAL_AUTH_STATE, ...auth });
  store.set(accountBannedAtom, banned);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/secret']}>
        {banRedirect && <BannedRedirect />}
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route element={<AuthenticatedGuard />}>
            <Route element={<VerifiedUserGuard />}>
              <Route element={<RoleGuard roles={roles} />}>
                <Route path="/secret" element={<p>secret page</p>} />
              </Route>
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  registerTranslations(SHELL_NAMESPACE, SHELL_TRANSLATIONS);
});

describe('route guards', () => {
  it('wait for session start-up', () => {
    renderAt({ isInitialized: false });
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
  });

  it('send a signed-out visitor to the landing page, remembering where they were going', () => {
    renderAt({ isInitialized: true });
    expect(screen.getByText('landing from /secret')).toBeInTheDocument();
  });

  it('send a banned user away even with a session', () => {
    renderAt({ isInitialized: true, isAuthenticated: true, user: makeUser({ active: false }) });
    expect(screen.getByText(/^landing/)).toBeInTheDocument();
  });

  it('leave a ban cut-off to its one redirect, to the banner, and then lower the flag', () => {
    const store = renderAt({ isInitialized: true, isAuthenticated: true, user: makeUser() });
    expect(screen.getByText('secret page')).toBeInTheDocument();
    // What the socket does when the server says the account was banned.
    act(() => {
      store.set(authAtom, { ...INITIAL_AUTH_STATE, isInitialized: true });
      store.set(accountBannedAtom, true);
    });
    expect(screen.getByText('landing?error=banned')).toBeInTheDocument();
    expect(store.get(accountBannedAtom)).toBe(false);
  });

  it('stand aside while a ban cut-off is on its way to the banner', () => {
    renderAt({ isInitialized: true }, undefined, { banRedirect: false, banned: true });
    expect(screen.queryByText(/^landing/)).not.toBeInTheDocument();
  });

  it('need a loaded user, not only a flag', () => {
    renderAt({ isInitialized: true, isAuthenticated: true, user: null });
    expect(screen.getByText(/^landing/)).toBeInTheDocument();
  });

  it('let an allowed role through', () => {
    renderAt({ isInitialized: true, isAuthenticated: true, user: makeUser({ role: 'admin' }) }, [
      'superadmin',
      'admin',
    ]);
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });

  it('turn other roles away', () => {
    renderAt({ isInitialized: true, isAuthenticated: true, user: makeUser({ role: 'student' }) }, [
      'superadmin',
      'admin',
    ]);
    // The landing page is told why, to say so.
    expect(screen.getByText('landing from /secret (role)')).toBeInTheDocument();
  });
});
