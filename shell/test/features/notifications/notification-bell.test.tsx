import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  AppProviders,
  appStore,
  authAtom,
  callRequestAtom,
  i18n,
  INITIAL_AUTH_STATE,
  registerTranslations,
} from '@app/shared';
import { NotificationBell } from '../../../src/features/notifications/components/notification-bell';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';
import { makeNotification } from './support/notifications-server';
import { asSignedInTeacher } from './support/signed-in-teacher';

const scene = asSignedInTeacher(() => registerTranslations(SHELL_NAMESPACE, SHELL_TRANSLATIONS));

const missed = (studentName: string, minutesAgo: number) =>
  makeNotification(
    'missedCall',
    { studentId: 's1', studentName, reason: 'noAnswer' },
    { minutesAgo },
  );

/** Where the router is, so a test sees where a follow-up went. */
function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderBell() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/profile']}>
        <NotificationBell />
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
}

async function openPanel(user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

it('shows the unread count on the bell without loading the list', async () => {
  scene.server.notifications = [missed('Yusuf', 2), missed('Maryam', 5)];
  renderBell();
  expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
  expect(scene.server.sent.map((request) => request.path)).toEqual(['/notifications?limit=1']);
});

it('renders nothing for a signed-out visitor', () => {
  appStore.set(authAtom, { ...INITIAL_AUTH_STATE, isInitialized: true });
  renderBell();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(scene.server.sent).toEqual([]);
});

it('lists notifications newest first, each sentence built from its type and params', async () => {
  scene.server.notifications = [
    missed('Yusuf', 150),
    makeNotification('ratingReceived', { studentName: 'Maryam', rating: 5, meetingId: 'm1' }),
    makeNotification('accountActivated', {}, { minutesAgo: 3 * 24 * 60, status: 'read' }),
  ];
  renderBell();
  const panel = await openPanel();
  const items = await within(panel).findAllByTestId('notification-item');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('Maryam rated your session 5 out of 5.'),
    expect.stringContaining('Missed call from Yusuf: nobody answered in time.'),
    expect.stringContaining('Your account has been activated. Welcome!'),
  ]);
  expect(items[0]).toHaveTextContent('1 minute ago');
  expect(items[1]).toHaveTextContent('2 hours ago');
  expect(items[2]).toHaveTextContent('3 days ago');
  expect(items.map((item) => item.dataset.status)).toEqual(['unread', 'unread', 'read']);
});

it('marks one read, deletes one and marks all read, the count following each step', async () => {
  const user = userEvent.setup();
  const yusuf = missed('Yusuf', 1);
  scene.server.notifications = [yusuf, missed('Maryam', 2), missed('Bilal', 3)];
  renderBell();
  const panel = await openPanel(user);
  await within(panel).findAllByTestId('notification-item');

  await user.click(within(panel).getByText(/Missed call from Yusuf/));
  // The open panel is modal: the bell behind it is hidden from the accessibility tree.
  expect(
    await screen.findByRole('button', { name: 'Notifications, 2 unread', hidden: true }),
  ).toBeInTheDocument();
  expect(scene.server.sent).toContainEqual({
    method: 'PATCH',
    path: `/notifications/${yusuf._id}/read`,
    body: undefined,
  });

  const maryam = within(panel)
    .getByText(/Missed call from Maryam/)
    .closest('li');
  await user.click(
    within(maryam as HTMLElement).getByRole('button', { name: 'Delete notification' }),
  );
  await waitFor(() => expect(within(panel).queryByText(/Maryam/)).not.toBeInTheDocument());
  // The open panel is modal: the bell behind it is hidden from the accessibility tree.
  expect(
    await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true }),
  ).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
  // The open panel is modal: the bell behind it is hidden from the accessibility tree.
  expect(
    await screen.findByRole('button', { name: 'Notifications', hidden: true }),
  ).toBeInTheDocument();
  expect(
    within(panel)
      .getAllByTestId('notification-item')
      .map((item) => item.dataset.status),
  ).toEqual(['read', 'read']);
});

it('loads older notifications a page at a time', async () => {
  scene.server.notifications = Array.from({ length: 25 }, (_, index) =>
    missed(`Student ${index + 1}`, index + 1),
  );
  const user = userEvent.setup();
  renderBell();
  const panel = await openPanel(user);
  expect(await within(panel).findAllByTestId('notification-item')).toHaveLength(20);
  await user.click(within(panel).getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(25));
  expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(scene.server.sent.map((request) => request.path)).toContain(
    '/notifications?limit=20&cursor=20',
  );
});

it('says when there is nothing yet', async () => {
  renderBell();
  const panel = await openPanel();
  expect(await within(panel).findByText(/No notifications yet/)).toBeVisible();
});

it('shows a failed load with Retry, and Retry loads the list', async () => {
  scene.server.notifications = [missed('Yusuf', 1)];
  const user = userEvent.setup();
  renderBell();
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  // The query retries once: both attempts fail.
  scene.server.failNext('GET', '/notifications');
  const panel = await openPanel(user);
  scene.server.failNext('GET', '/notifications');
  expect(
    await within(panel).findByText('Notifications could not be loaded.', {}, { timeout: 5000 }),
  ).toBeVisible();
  await user.click(within(panel).getByRole('button', { name: 'Retry' }));
  expect(await within(panel).findByText(/Missed call from Yusuf/)).toBeVisible();
});

it('speaks Arabic, right to left, with Arabic relative times', async () => {
  await act(() => i18n.changeLanguage('ar'));
  scene.server.notifications = [
    makeNotification(
      'callDeclined',
      { teacherId: 't1', teacherName: 'الشيخ أحمد', teacherGender: 'male' },
      { minutesAgo: 5 },
    ),
    makeNotification(
      'callDeclined',
      { teacherId: 't3', teacherName: 'Ustadha Maryam', teacherGender: 'female' },
      { minutesAgo: 6 },
    ),
    // Stored before the gender was sent: the neutral wording.
    makeNotification('callDeclined', { teacherId: 't2', teacherName: 'Yusuf' }, { minutesAgo: 7 }),
  ];
  renderBell();
  await userEvent
    .setup()
    .click(
      await screen.findByRole('button', { name: 'الإشعارات، \u20683\u2069 إشعارات غير مقروءة' }),
    );
  const panel = await screen.findByRole('dialog', { name: 'الإشعارات' });
  const [male, female, neutral] = await within(panel).findAllByTestId('notification-item');
  // Courteous, agreeing with the Sheikh, and the name isolated from the Arabic sentence.
  expect(male).toHaveTextContent(
    'اعتذر \u2068الشيخ أحمد\u2069 عن استقبال مكالمتك الآن. حاول لاحقًا أو اتصل بشيخ آخر.',
  );
  expect(male).toHaveTextContent('قبل 5 دقائق');
  expect(female).toHaveTextContent('اعتذرت \u2068Ustadha Maryam\u2069 عن استقبال مكالمتك الآن.');
  expect(neutral).toHaveTextContent('اعتذار من \u2068Yusuf\u2069 عن استقبال مكالمتك الآن.');
});

it("a declined call's Call back asks the call layer to call that Sheikh, and closes the panel", async () => {
  const user = userEvent.setup();
  const declined = makeNotification('callDeclined', { teacherId: 't7', teacherName: 'Yusuf' });
  scene.server.notifications = [declined];
  appStore.set(callRequestAtom, null);
  renderBell();
  const panel = await openPanel(user);
  await user.click(await within(panel).findByRole('button', { name: 'Call Yusuf back' }));
  expect(appStore.get(callRequestAtom)).toEqual({
    teacherId: 't7',
    requestedAt: expect.any(Number),
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(scene.server.sent).toContainEqual(
    expect.objectContaining({ method: 'PATCH', path: `/notifications/${declined._id}/read` }),
  );
});

it('a missed call offers the waiting room (a Sheikh cannot call back) and goes there', async () => {
  const user = userEvent.setup();
  scene.server.notifications = [missed('Yusuf', 1)];
  renderBell();
  const panel = await openPanel(user);
  expect(within(panel).queryByRole('button', { name: /call .* back/i })).not.toBeInTheDocument();
  await user.click(await within(panel).findByRole('button', { name: 'Open waiting room' }));
  expect(screen.getByTestId('path')).toHaveTextContent('/main');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('a reminder of a booked lesson opens the upcoming lessons on /main', async () => {
  const user = userEvent.setup();
  scene.server.notifications = [
    makeNotification('lessonReminder', {
      lessonId: '0190a0f0-0000-7000-8000-000000000002',
      name: 'Yusuf',
      before: 'soon',
      startsAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      timeZone: 'Asia/Karachi',
    }),
  ];
  renderBell();
  const panel = await openPanel(user);
  expect(await within(panel).findByText('Lesson with Yusuf in 15 minutes.')).toBeVisible();
  await user.click(await within(panel).findByRole('button', { name: 'Open upcoming lessons' }));
  expect(screen.getByTestId('path')).toHaveTextContent('/main');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
