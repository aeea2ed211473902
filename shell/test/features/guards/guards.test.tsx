import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  authAtom,
  INITIAL_AUTH_STATE,
  initI18n,
  registerTranslations,
  type AuthState,
  type Role,
} from '@app/shared';
import { makeUser } from '../../../../shared/test/support/users';
import { AuthenticatedGuard } from '../../../src/features/guards/authenticated-guard';
import { RoleGuard } from '../../../src/features/guards/role-guard';
import { VerifiedUserGuard } from '../../../src/features/guards/verified-user-guard';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';

function Landing() {
  const location = useLocation();
  const state = location.state as { from?: { pathname: string }; reason?: string } | null;
  const from = state?.from?.pathname;
  return (
    <p>
      landing{from ? ` from ${from}` : ''}
      {state?.reason ? ` (${state.reason})` : ''}
    </p>
  );
}

function renderAt(
  auth: Partial<AuthState>,
  roles: readonly Role[] = ['superadmin', 'admin', 'teacher', 'student'],
) {
  const store = createStore();
  store.set(authAtom, { ...INITIAL_AUTH_STATE, ...auth });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/secret']}>
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
