import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AppProviders,
  appStore,
  authAtom,
  i18n,
  initI18n,
  INITIAL_AUTH_STATE,
  queryClient,
} from '@app/shared';
import { makeUser } from '../../../../shared/test/support/users';
import { PreferencesDialog } from '../../../src/features/notifications/components/preferences-dialog';
import { registerNotificationTranslations } from '../../../src/features/notifications/i18n/translations';
import { NotificationsServer } from './support/notifications-server';

// MUI in jsdom on a busy machine: a panel full of items takes seconds to render and click.
jest.setTimeout(30_000);

let server: NotificationsServer;

beforeAll(async () => {
  await initI18n();
  registerNotificationTranslations();
});

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  queryClient.clear();
  server = new NotificationsServer();
  server.install();
  appStore.set(authAtom, {
    ...INITIAL_AUTH_STATE,
    isInitialized: true,
    isAuthenticated: true,
    user: makeUser({ _id: 'teacher-1', role: 'teacher' }),
  });
});

function renderDialog() {
  render(
    <AppProviders>
      <PreferencesDialog open onClose={() => undefined} />
    </AppProviders>,
  );
  return screen.findByRole('dialog', { name: 'Notification settings' });
}

it('shows the seven switches, email unavailable with the reason', async () => {
  const dialog = await renderDialog();
  const switches = await within(dialog).findAllByRole('switch');
  expect(switches).toHaveLength(7);
  const email = within(dialog).getByRole('switch', { name: 'Email' });
  expect(email).toBeDisabled();
  expect(email).not.toBeChecked();
  expect(email).toHaveAccessibleDescription(
    'Email is not available: this server has no mail settings.',
  );
  // jsdom has no PushManager: this browser cannot take push, and says so.
  expect(within(dialog).getByRole('switch', { name: /Push notifications/ })).toBeDisabled();
  expect(within(dialog).getByText('This browser cannot receive push notifications.')).toBeVisible();
  expect(within(dialog).getByRole('switch', { name: 'Calls (missed and declined)' })).toBeChecked();
});

it('offers email once the server can send it', async () => {
  server.settings = {
    ...server.settings,
    available: { ...server.settings.available, email: true },
  };
  const dialog = await renderDialog();
  expect(await within(dialog).findByRole('switch', { name: 'Email' })).toBeEnabled();
});

it('saves a kind switched off, and puts it back when the server refuses', async () => {
  const user = userEvent.setup();
  const dialog = await renderDialog();
  const ratings = await within(dialog).findByRole('switch', { name: 'Sessions and ratings' });
  await user.click(ratings);
  await waitFor(() => expect(ratings).not.toBeChecked());
  expect(server.sent).toContainEqual({
    method: 'PUT',
    path: '/notifications/preferences',
    body: { sessionNotifications: false },
  });
  expect(server.settings.preferences.sessionNotifications).toBe(false);

  server.failNext('PUT', '/notifications/preferences');
  const account = within(dialog).getByRole('switch', { name: 'My account' });
  await user.click(account);
  expect(
    await screen.findByText('Your settings could not be saved. Please try again.'),
  ).toBeVisible();
  expect(account).toBeChecked();
});
