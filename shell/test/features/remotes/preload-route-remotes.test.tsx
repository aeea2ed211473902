import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { initI18n, registerTranslations } from '@app/shared';
import { preloadRouteRemotes } from '../../../src/features/remotes/preload-route-remotes';
import { RemotePage } from '../../../src/features/remotes/remote-page';
import { registerAppRemotes } from '../../../src/features/remotes/remote-registry';
import {
  REMOTE_ROUTE_PAGES,
  remotePagesOfPath,
} from '../../../src/features/remotes/route-remote-pages';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';

// The federation runtime cannot fetch remotes in jsdom; the browser tests cover the real one.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const loadRemoteMock = jest.mocked(loadRemote);

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  registerTranslations(SHELL_NAMESPACE, SHELL_TRANSLATIONS);
});

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The redeploy check reads the manifest; it is not what these tests are about.
  globalThis.fetch = jest.fn(async () => ({ ok: false })) as unknown as typeof fetch;
  registerAppRemotes({
    admin: 'http://admin.test/mf-manifest.json',
    meeting: 'http://meeting.test/mf-manifest.json',
    profile: 'http://profile.test/mf-manifest.json',
  });
});

describe('remotePagesOfPath', () => {
  it.each([
    ['/main', ['meeting/MainPage', 'meeting/CallLayer']],
    ['/users', ['admin/UsersPage']],
    ['/users/', ['admin/UsersPage']],
    ['/rooms', ['admin/RoomsPage']],
    ['/reports', ['admin/ReportsPage']],
    ['/profile', ['profile/ProfilePage']],
    ['/family', ['meeting/FamilyPage']],
    ['/teachers/0197a0c4-1f2e-7000-8000-000000000001', ['meeting/TeacherPage']],
    ['/teachers/abc/', ['meeting/TeacherPage']],
    ['/teachers', []],
    ['/teachers/abc/reviews', []],
    ['/teacher', []],
    ['/', []],
    ['/nowhere', []],
    ['/constructor', []],
    ['/users/extra', []],
  ])('%s mounts %j', (pathname, expected) => {
    const ids = remotePagesOfPath(pathname).map(({ remote, module }) => `${remote}/${module}`);
    expect(ids).toEqual(expected);
  });
});

describe('preloadRouteRemotes', () => {
  it('starts the download before anything renders, and the page renders from it', async () => {
    let finish: (module: unknown) => void = () => undefined;
    loadRemoteMock.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    preloadRouteRemotes('/profile');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('profile/ProfilePage');

    render(<RemotePage {...REMOTE_ROUTE_PAGES.profile} />);
    finish({ default: () => <h1>My profile</h1> });
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed download to the page, which shows it with Retry', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
    // Settled, not rejected: the first render waits for it, then the page shows the failure.
    await expect(preloadRouteRemotes('/rooms')).resolves.toBeUndefined();
    render(<RemotePage {...REMOTE_ROUTE_PAGES.rooms} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');
  });

  it("starts a teacher page's download from its address, id and all", () => {
    loadRemoteMock.mockImplementationOnce(() => new Promise(() => undefined));
    preloadRouteRemotes('/teachers/0197a0c4-1f2e-7000-8000-000000000001');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('meeting/TeacherPage');
  });

  it('fetches nothing for a page of the shell alone', () => {
    preloadRouteRemotes('/');
    preloadRouteRemotes('/nowhere');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
