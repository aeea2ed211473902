import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { initI18n, registerTranslations } from '@app/shared';
import { RemotePage } from '../../../src/features/remotes/remote-page';
import { registerAppRemotes } from '../../../src/features/remotes/remote-registry';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';

// The federation runtime cannot fetch remotes in jsdom; the browser tests cover the real one.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

const MANIFESTS = {
  admin: 'http://admin.test/mf-manifest.json',
  meeting: 'http://meeting.test/mf-manifest.json',
  profile: 'http://profile.test/mf-manifest.json',
};

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  registerTranslations(SHELL_NAMESPACE, SHELL_TRANSLATIONS);
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  registerAppRemotes(MANIFESTS);
});

it('loads the exposed page of the named remote', async () => {
  loadRemoteMock.mockResolvedValue({ default: () => <h1>Users</h1> });
  render(<RemotePage remote="admin" module="UsersPage" />);
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledWith('admin/UsersPage');
});

it('shows the fallback when the remote fails, and Retry loads it afresh', async () => {
  loadRemoteMock.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
  loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>Rooms</h1> });
  render(<RemotePage remote="admin" module="RoomsPage" />);

  expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'Rooms' })).toBeInTheDocument();
  // The failed remote was registered again with force, so its manifest is fetched anew.
  expect(registerRemotesMock).toHaveBeenLastCalledWith(
    [{ name: 'admin', entry: MANIFESTS.admin }],
    { force: true },
  );
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
});

it('treats an empty answer from the runtime as a failure', async () => {
  loadRemoteMock.mockResolvedValueOnce(null);
  render(<RemotePage remote="profile" module="ProfilePage" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');
});

// Page names of their own: the pages loaded by the tests above stay cached in the module.
describe('a remote redeployed while the shell is open', () => {
  let deployed = 'build-1';
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    deployed = 'build-1';
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      text: async () => `{"build":"${deployed}"}`,
    })) as unknown as typeof fetch;
    loadRemoteMock.mockImplementation(async (id: string) => {
      const build = deployed;
      return { default: () => <h1>{`${id} from ${build}`}</h1> };
    });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('the next page of a page-only remote comes from the new version', async () => {
    const { rerender } = render(<RemotePage remote="admin" module="FirstPage" />);
    expect(
      await screen.findByRole('heading', { name: 'admin/FirstPage from build-1' }),
    ).toBeVisible();
    deployed = 'build-2';
    registerRemotesMock.mockClear();
    rerender(<RemotePage remote="admin" module="SecondPage" />);
    expect(
      await screen.findByRole('heading', { name: 'admin/SecondPage from build-2' }),
    ).toBeVisible();
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'admin', entry: MANIFESTS.admin }], {
      force: true,
    });
    // Back to the first page: it was forgotten with the old version, so it is the new one too.
    rerender(<RemotePage remote="admin" module="FirstPage" />);
    expect(
      await screen.findByRole('heading', { name: 'admin/FirstPage from build-2' }),
    ).toBeVisible();
  });

  it("a remote's very first page does not wait for the manifest check", async () => {
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    render(<RemotePage remote="profile" module="FirstPage" />);
    expect(
      await screen.findByRole('heading', { name: 'profile/FirstPage from build-1' }),
    ).toBeVisible();
    expect(globalThis.fetch).toHaveBeenCalledWith(MANIFESTS.profile, { cache: 'no-store' });
  });

  it('the meeting remote, whose call layer runs on every page, stays on its version', async () => {
    const { rerender } = render(<RemotePage remote="meeting" module="MainPage" />);
    expect(
      await screen.findByRole('heading', { name: 'meeting/MainPage from build-1' }),
    ).toBeVisible();
    deployed = 'build-2';
    registerRemotesMock.mockClear();
    rerender(<RemotePage remote="meeting" module="OtherPage" />);
    expect(await screen.findByRole('heading', { name: /meeting\/OtherPage/ })).toBeVisible();
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });
});
