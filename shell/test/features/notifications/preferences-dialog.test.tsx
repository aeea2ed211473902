import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@app/shared';
import { PreferencesDialog } from '../../../src/features/notifications/components/preferences-dialog';
import { registerNotificationTranslations } from '../../../src/features/notifications/i18n/translations';
import { asSignedInTeacher } from './support/signed-in-teacher';

const scene = asSignedInTeacher(registerNotificationTranslations);

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
  expect(
    within(dialog).getByRole('switch', {
      name: 'Calls (missed and declined) and Sheikhs you follow coming online',
    }),
  ).toBeChecked();
});

it('offers email once the server can send it', async () => {
  scene.server.settings = {
    ...scene.server.settings,
    available: { ...scene.server.settings.available, email: true },
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
  expect(scene.server.sent).toContainEqual({
    method: 'PUT',
    path: '/notifications/preferences',
    body: { sessionNotifications: false },
  });
  expect(scene.server.settings.preferences.sessionNotifications).toBe(false);

  scene.server.failNext('PUT', '/notifications/preferences');
  const account = within(dialog).getByRole('switch', { name: 'My account' });
  await user.click(account);
  expect(
    await screen.findByText('Your settings could not be saved. Please try again.'),
  ).toBeVisible();
  expect(account).toBeChecked();
});
