import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  AppProviders,
  appStore,
  authAtom,
  authDialogAtom,
  i18n,
  INITIAL_AUTH_STATE,
  initI18n,
  queryClient,
  registerTranslations,
  setApiUrl,
  type Role,
} from '@app/shared';
import { makeUser } from '../../../../shared/test/support/users';
import { ConsentPage } from '../../../src/features/guardian-consent/components/consent-page';
import { registerRoleOf, returnPathOf } from '../../../src/lib/auth-return';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';

// MUI in jsdom on a busy machine is slow to render and click.
jest.setTimeout(30_000);

type Reply = { status: number; body: unknown };

const REQUEST: Reply = {
  status: 200,
  body: { data: { child: { name: 'Yusuf', birthYear: 2014 }, placesLeft: 2 } },
};

/** The API's two consent routes, answering the page's fetches; the mock tells what was asked. */
function serve(request: Reply, consent: Reply = { status: 200, body: { data: {} } }): jest.Mock {
  setApiUrl('http://api.test');
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = (init?.method ?? 'GET') === 'GET' ? request : consent;
    return {
      status: reply.status,
      ok: reply.status < 300,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(reply.body),
      body: null,
      url: String(input),
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

function signIn(role: Role | null) {
  appStore.set(authAtom, {
    ...INITIAL_AUTH_STATE,
    isInitialized: true,
    isAuthenticated: role !== null,
    user: role ? makeUser({ name: 'Maryam', role }) : null,
  });
}

let lastState: unknown = null;
function LocationProbe() {
  lastState = useLocation().state;
  return null;
}

function renderPage(path = '/consent?token=abc') {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/consent" element={<ConsentPage />} />
          <Route path="/family" element={<p>family page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeAll(async () => {
  await initI18n();
  registerTranslations(SHELL_NAMESPACE, SHELL_TRANSLATIONS);
});

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  queryClient.clear();
  appStore.set(authDialogAtom, null);
  lastState = null;
});

it('tells a visitor who asks, then opens the register form for a guardian, returning here', async () => {
  serve(REQUEST);
  signIn(null);
  renderPage();
  expect(await screen.findByText(/^Yusuf \(born 2014\) asks to take Quran sessions/)).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Guardian consent' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Create a guardian account' }));
  expect(appStore.get(authDialogAtom)).toBe('register');
  expect(returnPathOf(lastState)).toBe('/consent?token=abc');
  expect(registerRoleOf(lastState)).toBe('guardian');
});

it('lets a guardian agree, then leads to the family page', async () => {
  const fetchMock = serve(REQUEST);
  signIn('guardian');
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
  expect(await screen.findByText(/You are now a guardian of Yusuf/)).toBeVisible();
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  expect(url).toBe('http://api.test/family/consent');
  expect(init.method).toBe('POST');
  expect(JSON.parse(String(init.body))).toEqual({ token: 'abc' });
  await userEvent.click(screen.getByRole('link', { name: 'Open Family' }));
  expect(await screen.findByText('family page')).toBeVisible();
});

it('asks another kind of account to sign out first', async () => {
  serve(REQUEST);
  signIn('student');
  renderPage();
  expect(await screen.findByText(/You are signed in as Maryam \(Student\)/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull();
});

it('says when the child already has two guardians', async () => {
  serve({
    status: 200,
    body: { data: { child: { name: 'Yusuf', birthYear: 2014 }, placesLeft: 0 } },
  });
  signIn('guardian');
  renderPage();
  expect(await screen.findByText(/Yusuf already has two guardians/)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull();
});

it('says a used or expired link is invalid', async () => {
  serve({
    status: 400,
    body: { code: 'family.consent_link_invalid', message: 'Invalid or expired link' },
  });
  signIn(null);
  renderPage();
  const invalid = 'This link is invalid, already used or expired. Ask for a new one.';
  expect(await screen.findByText(invalid)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
});

it('says a link without its token is invalid, asking nothing', async () => {
  const fetchMock = serve(REQUEST);
  signIn(null);
  renderPage('/consent');
  expect(
    await screen.findByText('This link is invalid, already used or expired. Ask for a new one.'),
  ).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
});
