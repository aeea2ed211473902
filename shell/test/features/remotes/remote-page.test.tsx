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
