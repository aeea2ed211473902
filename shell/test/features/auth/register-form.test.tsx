import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  AppProviders,
  appStore,
  authAtom,
  i18n,
  INITIAL_AUTH_STATE,
  initI18n,
  queryClient,
  registerTranslations,
  setApiUrl,
} from '@app/shared';
import { makeUser } from '../../../../shared/test/support/users';
import { RegisterForm } from '../../../src/features/auth/components/register-form';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';

// MUI in jsdom on a busy machine is slow to render and type.
jest.setTimeout(60_000);

type Reply = { status: number; body: unknown };

const thisYear = new Date().getUTCFullYear();
const MINOR_YEAR = String(thisYear - 10);
const ADULT_YEAR = String(thisYear - 30);

/** GET /config and POST /auth/register; the mock tells what the form sent. */
function serve(register: Reply, minorAge = 16): jest.Mock {
  setApiUrl('http://api.test');
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const reply =
      new URL(String(input)).pathname === '/config'
        ? { status: 200, body: { data: { minorAge } } }
        : register;
    return {
      status: reply.status,
      ok: reply.status < 300,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(reply.body),
      body: null,
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

const registered = (): Reply => ({ status: 201, body: { user: makeUser({ role: 'student' }) } });

function sentBody(fetchMock: jest.Mock): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/auth/register'));
  const init: unknown = call?.[1];
  if (typeof init !== 'object' || init === null || !('body' in init)) return undefined;
  return JSON.parse(String(init.body));
}

function renderForm(onDone: (destination: string) => void = () => undefined) {
  render(
    <AppProviders>
      <MemoryRouter>
        <RegisterForm returnTo={null} initialRole={null} onDone={onDone} />
      </MemoryRouter>
    </AppProviders>,
  );
}

async function fillStudent(birthYear: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Full name/), 'Yusuf Ali');
  await user.type(screen.getByLabelText(/^Email or phone/), 'yusuf@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.type(screen.getByLabelText(/^Confirm password/), 'secret1');
  await user.selectOptions(screen.getByLabelText(/^Year of birth/), birthYear);
  return user;
}

beforeAll(async () => {
  await initI18n();
  registerTranslations(SHELL_NAMESPACE, SHELL_TRANSLATIONS);
});

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  queryClient.clear();
  appStore.set(authAtom, { ...INITIAL_AUTH_STATE, isInitialized: true });
});

it("asks a minor for a guardian's email, sends it, and says where the link went", async () => {
  const fetchMock = serve(registered());
  const onDone = jest.fn();
  renderForm(onDone);
  expect(screen.queryByLabelText(/guardian's email/)).toBeNull();
  const user = await fillStudent(MINOR_YEAR);
  const guardianEmail = await screen.findByLabelText(/^Your parent's or guardian's email/);
  expect(screen.getByText(/a parent or guardian must agree/)).toBeVisible();
  await user.type(guardianEmail, 'mother@example.org');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  expect(await screen.findByText(/We sent a link to .*mother@example\.org/)).toBeVisible();
  expect(sentBody(fetchMock)).toMatchObject({
    role: 'student',
    birthYear: Number(MINOR_YEAR),
    guardianEmail: 'mother@example.org',
  });
  expect(appStore.get(authAtom).user?.role).toBe('student');
  expect(onDone).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onDone).toHaveBeenCalledWith('/main');
});

it('asks an adult no guardian and goes straight on', async () => {
  const fetchMock = serve(registered());
  const onDone = jest.fn();
  renderForm(onDone);
  const user = await fillStudent(ADULT_YEAR);
  expect(screen.queryByLabelText(/guardian's email/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(onDone).toHaveBeenCalledWith('/main'));
  expect(sentBody(fetchMock)).not.toHaveProperty('guardianEmail');
});

it("shows the server's refusal under its field, and asks for the guardian the server wants", async () => {
  // The server's minor age is higher than the form knew: it asks this "adult" for a guardian.
  serve(
    {
      status: 400,
      body: {
        code: 'validation.failed',
        message: 'Validation failed',
        errors: [{ field: 'guardianEmail', code: 'required', params: {} }],
      },
    },
    16,
  );
  renderForm();
  const user = await fillStudent(String(thisYear - 17));
  expect(screen.queryByLabelText(/guardian's email/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  const field = await screen.findByLabelText(/^Your parent's or guardian's email/);
  expect(field).toHaveAccessibleDescription("Guardian's email is required");
  // Under its field only, not again above the form.
  expect(screen.getAllByText("Guardian's email is required")).toHaveLength(1);
});
