import { act } from '@testing-library/react';
import {
  appStore,
  authAtom,
  i18n,
  initI18n,
  INITIAL_AUTH_STATE,
  queryClient,
  type Role,
} from '@app/shared';
import { makeUser } from '../../../../../shared/test/support/users';
import { NotificationsServer } from './notifications-server';

/**
 * The notification component tests' common ground: translations registered once, then each
 * test in English with an empty query cache, a fresh fake API and a signed-in user of `role`.
 * The returned holder's `server` is the current test's.
 */
export function asSignedIn(
  role: Role,
  registerTranslations: () => void,
): { server: NotificationsServer } {
  // MUI in jsdom on a busy machine: a panel full of items takes seconds to render and click.
  jest.setTimeout(30_000);
  const holder = { server: new NotificationsServer() };

  beforeAll(async () => {
    await initI18n();
    registerTranslations();
  });

  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en'));
    queryClient.clear();
    holder.server = new NotificationsServer();
    holder.server.install();
    appStore.set(authAtom, {
      ...INITIAL_AUTH_STATE,
      isInitialized: true,
      isAuthenticated: true,
      user: makeUser({ _id: `${role}-1`, role }),
    });
  });

  return holder;
}
