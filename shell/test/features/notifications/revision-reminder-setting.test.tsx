import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@app/shared';
import { PreferencesDialog } from '../../../src/features/notifications/components/preferences-dialog';
import { registerNotificationTranslations } from '../../../src/features/notifications/i18n/translations';
import { asSignedIn } from './support/signed-in';

function renderDialog() {
  render(
    <AppProviders>
      <PreferencesDialog open onClose={() => undefined} />
    </AppProviders>,
  );
  return screen.findByRole('dialog', { name: 'Notification settings' });
}

const reminderPuts = (sent: { method: string; path: string; body: unknown }[]) =>
  sent.filter((request) => request.method === 'PUT' && request.path === '/hifz/reminder');

describe('a student', () => {
  const scene = asSignedIn('student', registerNotificationTranslations);

  beforeEach(() => {
    // The browser says where it is: the reminder's time is read there.
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Asia/Riyadh' };
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('turns the daily reminder on at the time shown, in the browser’s time zone, and off', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    const daily = await within(dialog).findByRole('switch', { name: 'Daily revision reminder' });
    expect(daily).not.toBeChecked();
    const time = within(dialog).getByLabelText('Reminder time');
    expect(time).toHaveValue('07:00');
    expect(within(dialog).getByText('In your time zone, Asia/Riyadh')).toBeVisible();

    await user.click(daily);
    await waitFor(() => expect(daily).toBeChecked());
    expect(reminderPuts(scene.server.sent)).toEqual([
      {
        method: 'PUT',
        path: '/hifz/reminder',
        body: { reminder: { time: '07:00', timeZone: 'Asia/Riyadh' } },
      },
    ]);

    // A new time is saved when the field is left.
    fireEvent.change(time, { target: { value: '05:30' } });
    fireEvent.blur(time);
    await waitFor(() => expect(scene.server.reminder?.time).toBe('05:30'));
    expect(reminderPuts(scene.server.sent).at(-1)?.body).toEqual({
      reminder: { time: '05:30', timeZone: 'Asia/Riyadh' },
    });

    await user.click(daily);
    await waitFor(() => expect(daily).not.toBeChecked());
    expect(reminderPuts(scene.server.sent).at(-1)?.body).toEqual({ reminder: null });
  });

  it('shows a refused time by its code, and says when session notifications are off', async () => {
    scene.server.reminder = { time: '07:00', timeZone: 'Asia/Riyadh' };
    scene.server.settings = {
      ...scene.server.settings,
      preferences: { ...scene.server.settings.preferences, sessionNotifications: false },
    };
    const dialog = await renderDialog();
    const daily = await within(dialog).findByRole('switch', { name: 'Daily revision reminder' });
    expect(daily).toBeChecked();
    expect(daily).toHaveAccessibleDescription('It comes while "Sessions and ratings" is on.');

    scene.server.failNext('PUT', '/hifz/reminder', {
      status: 400,
      body: {
        code: 'hifz.reminder_time_invalid',
        message: 'A reminder time is HH:MM (24-hour) on a five-minute step',
      },
    });
    const time = within(dialog).getByLabelText('Reminder time');
    fireEvent.change(time, { target: { value: '07:03' } });
    fireEvent.blur(time);
    expect(
      await within(dialog).findByText('Choose a time of day on a five-minute step, such as 07:00.'),
    ).toBeVisible();
    expect(scene.server.reminder).toEqual({ time: '07:00', timeZone: 'Asia/Riyadh' });
  });
});

describe('anyone else', () => {
  const scene = asSignedIn('teacher', registerNotificationTranslations);

  it('has no revision reminder, and the dialog does not ask for one', async () => {
    const dialog = await renderDialog();
    await within(dialog).findByRole('switch', { name: 'Sessions and ratings' });
    expect(within(dialog).queryByRole('switch', { name: 'Daily revision reminder' })).toBeNull();
    expect(scene.server.sent.some((request) => request.path === '/hifz/reminder')).toBe(false);
  });
});
