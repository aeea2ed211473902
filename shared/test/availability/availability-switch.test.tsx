/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// The switch as a teacher uses it, against a real socket.io server playing the API's part.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Socket as ServerSocket } from 'socket.io';
import { AppProviders } from '../../src/app/app-providers';
import { AvailabilitySwitch } from '../../src/availability/availability-switch';
import { INITIAL_AUTH_STATE, authAtom } from '../../src/auth/auth-atoms';
import { setApiUrl } from '../../src/config/runtime-config';
import { changeLanguage, initI18n } from '../../src/i18n/i18n';
import { CLIENT_EVENTS, SERVER_EVENTS } from '../../src/protocol/socket-events';
import type {
  SocketAck,
  TeacherStatusRequest,
  UpdateTeacherStatusRequest,
} from '../../src/protocol/socket-payloads';
import type { User } from '../../src/protocol/user';
import { socketHolder } from '../../src/socket/socket-holder';
import { appStore } from '../../src/state/store';
import { startSocketTestServer, type SocketTestServer } from '../support/socket-test-server';
import { makeUser } from '../support/users';

type Ack = (response: SocketAck) => void;

let server: SocketTestServer;

beforeAll(async () => {
  server = await startSocketTestServer();
  setApiUrl(server.url);
  // On a page the socket lifecycle loads the client when someone signs in.
  await socketHolder.load();
  await initI18n();
  await changeLanguage('en');
});
afterAll(() => server.close());
// Failures are logged for developers; the tests read the toasts instead.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => socketHolder.disconnect());

function signIn(overrides: Partial<User> = {}): void {
  const user = makeUser({
    _id: 't1',
    role: 'teacher',
    isOnline: true,
    isBusy: false,
    ...overrides,
  });
  appStore.set(authAtom, {
    ...INITIAL_AUTH_STATE,
    user,
    isAuthenticated: true,
    isInitialized: true,
  });
}

const storedFlags = () => {
  const user = appStore.get(authAtom).user;
  return { isOnline: user?.isOnline, isBusy: user?.isBusy };
};

/** The next update_teacher_status the server receives, with its acknowledgement callback. */
const nextUpdate = (connection: ServerSocket) =>
  new Promise<{ request: UpdateTeacherStatusRequest; ack: Ack }>((resolve) =>
    connection.once(
      CLIENT_EVENTS.updateTeacherStatus,
      (request: UpdateTeacherStatusRequest, ack: Ack) => resolve({ request, ack }),
    ),
  );

const renderSwitch = (ackTimeoutMs?: number) =>
  render(
    <AppProviders>
      <AvailabilitySwitch ackTimeoutMs={ackTimeoutMs} />
    </AppProviders>,
  );

it('shows the change at once, sends it on the page socket and confirms with a toast', async () => {
  signIn();
  socketHolder.connectAuthenticated();
  const connection = await server.nextConnection();
  renderSwitch();
  const toggle = screen.getByRole('switch', { name: 'Available for calls' });
  expect(toggle).toBeChecked();

  const update = nextUpdate(connection);
  await userEvent.click(toggle);
  const { request, ack } = await update;
  expect(request).toEqual({ setting: 'busy' });
  // Stored before the server answers, and the switch waits for the answer.
  expect(storedFlags()).toEqual({ isOnline: true, isBusy: true });
  expect(toggle).toBeDisabled();

  ack({ ok: true });
  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  expect(toggle).toBeEnabled();
  expect(screen.getByText(/^Busy: students cannot call you/)).toBeInTheDocument();
});

it('on a refusal reverts to the previous isOnline with isBusy false, then follows the server', async () => {
  // A stale stored user (offline) makes the rollback distinguishable from the attempted state.
  signIn({ isOnline: false });
  socketHolder.connectAuthenticated();
  const connection = await server.nextConnection();
  renderSwitch();
  const asked = new Promise<TeacherStatusRequest>((resolve) =>
    connection.once(CLIENT_EVENTS.getTeacherStatus, resolve),
  );
  const update = nextUpdate(connection);
  await userEvent.click(screen.getByRole('switch'));
  (await update).ack({
    ok: false,
    code: 'calls.in_meeting',
    message: 'The teacher is in a meeting',
  });

  expect(
    await screen.findByText('Could not update your status. Please try again.'),
  ).toBeInTheDocument();
  expect(storedFlags()).toEqual({ isOnline: false, isBusy: false });
  expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();

  // The client then asks for the truth, and the answer replaces the guess.
  expect(await asked).toEqual({ teacherId: 't1' });
  // In a lesson, with the teacher's own setting still "online": the two stay apart.
  connection.emit(SERVER_EVENTS.teacherStatusUpdated, {
    teacherId: 't1',
    status: { isOnline: true, isBusy: false, inMeeting: true },
  });
  await waitFor(() => expect(screen.getByRole('switch')).toBeDisabled());
  expect(storedFlags()).toEqual({ isOnline: true, isBusy: false });
  expect(screen.getByText(/^In a session/)).toBeInTheDocument();
});

it('counts a missing acknowledgement as a failure', async () => {
  signIn({ isBusy: true });
  socketHolder.connectAuthenticated();
  const connection = await server.nextConnection();
  renderSwitch(100);
  const update = nextUpdate(connection);
  await userEvent.click(screen.getByRole('switch'));
  await update; // received, never acknowledged
  expect(
    await screen.findByText('Could not update your status. Please try again.'),
  ).toBeInTheDocument();
  expect(storedFlags()).toEqual({ isOnline: true, isBusy: false });
});

/**
 * The update sent on the next new connection. Listened for as the connection opens: the
 * client's buffered emit can arrive in the same packet as its handshake, before a listener
 * added a tick later.
 */
const updateOnNextConnection = () =>
  new Promise<{ request: UpdateTeacherStatusRequest; ack: Ack }>((resolve) =>
    server.io.once('connection', (connection: ServerSocket) =>
      connection.once(
        CLIENT_EVENTS.updateTeacherStatus,
        (request: UpdateTeacherStatusRequest, ack: Ack) => resolve({ request, ack }),
      ),
    ),
  );

it('opens the connection when the page has none, and sends the change on it', async () => {
  signIn();
  expect(socketHolder.current).toBeNull();
  const update = updateOnNextConnection();
  renderSwitch();
  await userEvent.click(screen.getByRole('switch'));
  const { request, ack } = await update;
  // Taken off the server's queue, so a later test does not get it.
  await server.nextConnection();
  expect(request).toEqual({ setting: 'busy' });
  expect(socketHolder.current).not.toBeNull();
  ack({ ok: true });
  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
});

it("follows the server's status events for the signed-in teacher only", async () => {
  signIn();
  socketHolder.connectAuthenticated();
  const connection = await server.nextConnection();
  renderSwitch();
  connection.emit(SERVER_EVENTS.teacherStatusUpdated, {
    teacherId: 'someone-else',
    status: { isOnline: true, isBusy: true, inMeeting: true },
  });
  connection.emit(SERVER_EVENTS.teacherStatusUpdated, {
    teacherId: 't1',
    status: { isOnline: true, isBusy: true, inMeeting: false },
  });
  await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
  expect(screen.getByRole('switch')).toBeEnabled();
  expect(appStore.get(authAtom).user?.inMeeting).toBe(false);
});

it('"Go offline" in a session asks first; confirmed, it ends the session and goes busy', async () => {
  signIn({ isBusy: true, inMeeting: true });
  socketHolder.connectAuthenticated();
  const connection = await server.nextConnection();
  renderSwitch();
  expect(screen.getByRole('switch', { name: 'Available for calls' })).toBeDisabled();
  let sent = false;
  connection.once(CLIENT_EVENTS.updateTeacherStatus, () => (sent = true));
  await userEvent.click(screen.getByRole('button', { name: 'Go offline' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toBe(false);
  connection.removeAllListeners(CLIENT_EVENTS.updateTeacherStatus);

  const update = nextUpdate(connection);
  await userEvent.click(screen.getByRole('button', { name: 'Go offline' }));
  expect(await screen.findByRole('dialog', { name: 'End your session?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'End session and go offline' }));
  const { request, ack } = await update;
  expect(request).toEqual({ setting: 'busy', endLesson: true });
  ack({ ok: true });
  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
});

it('renders nothing when nobody is signed in', () => {
  appStore.set(authAtom, { ...INITIAL_AUTH_STATE, isInitialized: true });
  renderSwitch();
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
});

describe('desktop alerts', () => {
  // jsdom has no Notification API: a stand-in with the browser's permission states.
  let asked = 0;
  beforeEach(() => {
    asked = 0;
    const permission = { value: 'default' as NotificationPermission };
    Object.assign(globalThis, {
      Notification: {
        get permission() {
          return permission.value;
        },
        requestPermission: async () => {
          asked += 1;
          permission.value = 'granted';
          return permission.value;
        },
      },
    });
  });
  afterEach(() => {
    delete (globalThis as { Notification?: unknown }).Notification;
  });

  it('are asked for when the teacher goes available, not when going busy', async () => {
    signIn({ isBusy: true });
    socketHolder.connectAuthenticated();
    const connection = await server.nextConnection();
    renderSwitch();
    const toggle = screen.getByRole('switch', { name: 'Available for calls' });
    expect(asked).toBe(0);

    const available = nextUpdate(connection);
    await userEvent.click(toggle);
    (await available).ack({ ok: true });
    expect(asked).toBe(1);
    await waitFor(() => expect(toggle).toBeEnabled());

    const busy = nextUpdate(connection);
    await userEvent.click(toggle);
    (await busy).ack({ ok: true });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(asked).toBe(1);
  });
});
