/** @jest-environment node */
import { INITIAL_AUTH_STATE, authAtom } from '../../src/auth/auth-atoms';
import { signedOutElsewhere } from '../../src/auth/logout';
import { announceSignedOut, onSignedOutElsewhere } from '../../src/auth/sign-out-broadcast';
import { appStore } from '../../src/state/store';
import { makeUser } from '../support/users';

// Another tab of the browser: its own channel of the same name.
const otherTab = () => new BroadcastChannel('quran-live-session');

describe('signing out with the other tabs', () => {
  it('announces a logout to the other tabs', async () => {
    const tab = otherTab();
    const heard = new Promise((resolve) => tab.addEventListener('message', (e) => resolve(e.data)));
    announceSignedOut();
    await expect(heard).resolves.toBe('signed-out');
    tab.close();
  });

  it('hears another tab sign out, and ignores other messages', async () => {
    const tab = otherTab();
    const calls: string[] = [];
    const stop = onSignedOutElsewhere(() => calls.push('signed out'));
    tab.postMessage('something else');
    tab.postMessage('signed-out');
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    tab.postMessage('signed-out');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['signed out']);
    tab.close();
  });

  it('clears a signed-in tab and leaves a signed-out one as it is', () => {
    appStore.set(authAtom, {
      ...INITIAL_AUTH_STATE,
      user: makeUser(),
      isAuthenticated: true,
      isInitialized: true,
    });
    signedOutElsewhere();
    expect(appStore.get(authAtom)).toEqual({ ...INITIAL_AUTH_STATE, isInitialized: true });
    const before = appStore.get(authAtom);
    signedOutElsewhere();
    expect(appStore.get(authAtom)).toBe(before);
  });
});
