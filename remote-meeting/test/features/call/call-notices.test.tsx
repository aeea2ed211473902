import { CLIENT_EVENTS, i18n, initI18n, SERVER_EVENTS, usersListAtom } from '@app/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { callActionsAtom } from '../../../src/features/call/call-atoms';
import { createCallRuntime } from '../../../src/features/call/call-runtime';
import { CallerOverlay } from '../../../src/features/call/components/caller-overlay';
import { ReceiverOverlay } from '../../../src/features/call/components/receiver-overlay';
import type { Ringtone } from '../../../src/features/call/ringtone';
import { attachCallSocket } from '../../../src/features/call/subscriptions';
import { registerMeetingTranslations } from '../../../src/i18n/translations';
import { incomingCall } from '../../support/calls';
import { FakeSocket } from '../../../../shared/test/support/fake-socket';
import { listedUser } from '../../support/users';

beforeAll(async () => {
  await initI18n();
  registerMeetingTranslations();
});

let nextId = 0;
const running: Array<() => void> = [];

/** The real call layer on a socket double, rendered with both overlays. */
function renderCallLayer() {
  const store = createStore();
  const socket = new FakeSocket();
  const runtime = createCallRuntime({
    store,
    socket: () => socket.asSocket(),
    self: () => ({ userId: 's1', name: 'Student Amina', avatar: null, gender: null }),
    ringtone: { start: () => undefined, stop: () => undefined } as unknown as Ringtone,
    newCallId: () => `c${++nextId}`,
  });
  const detach = attachCallSocket(socket.asSocket(), runtime);
  running.push(() => {
    detach();
    runtime.dispose();
  });
  store.set(callActionsAtom, runtime.actions);
  render(
    <Provider store={store}>
      <CallerOverlay />
      <ReceiverOverlay />
    </Provider>,
  );
  return { store, socket, runtime };
}

afterEach(() => running.splice(0).forEach((stop) => stop()));

it('a declined call offers "Call <next Sheikh>", which rings them', async () => {
  await act(() => i18n.changeLanguage('en'));
  const { store, socket, runtime } = renderCallLayer();
  act(() => {
    store.set(usersListAtom, [
      listedUser({ _id: 't1', name: 'Sheikh Yusuf', averageRating: 5 }),
      listedUser({ _id: 't2', name: 'Sheikh Bakr', averageRating: 4 }),
    ]);
    runtime.call({ userId: 't1', name: 'Sheikh Yusuf', avatar: null, gender: 'male' as const });
  });
  const callId = `c${nextId}`;
  act(() => socket.receive(SERVER_EVENTS.callRequestDeclined, { callId, receiverId: 't1' }));
  expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Call Sheikh Bakr' }));
  expect(socket.eventsNamed(CLIENT_EVENTS.initiateCallRequest).at(-1)).toMatchObject({
    receiverId: 't2',
  });
  expect(screen.getByText('Calling Sheikh Bakr...')).toBeVisible();
});

it('with nobody left to call, only Close is offered', async () => {
  await act(() => i18n.changeLanguage('en'));
  const { socket, runtime } = renderCallLayer();
  act(() =>
    runtime.call({ userId: 't1', name: 'Sheikh Yusuf', avatar: null, gender: 'male' as const }),
  );
  act(() =>
    socket.receive(SERVER_EVENTS.callRequestDeclined, { callId: `c${nextId}`, receiverId: 't1' }),
  );
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close']);
});

it.each([
  ['en', 'cancelled', 'Call Cancelled'],
  ['en', 'caller_left', 'User Disconnected'],
  ['ar', 'cancelled', 'أُلغيت المكالمة'],
  // The demo student's profile gives no gender: the neutral text.
  ['ar', 'caller_left', 'انقطع الاتصال بالمتصل'],
] as const)('%s: the ringing teacher is told %s as "%s"', async (language, reason, text) => {
  await act(() => i18n.changeLanguage(language));
  const { socket } = renderCallLayer();
  act(() => socket.receive(SERVER_EVENTS.incomingCallRequest, incomingCall('r1')));
  expect(screen.getByRole('button', { name: language === 'en' ? 'Accept' : 'قبول' })).toBeVisible();
  act(() => socket.receive(SERVER_EVENTS.incomingCallEnded, { callId: 'r1', reason }));
  expect(screen.getByRole('status')).toHaveTextContent(text);
  expect(screen.queryByRole('button')).toBeNull();
});

it.each([
  ['female', 'المعلّمة غير متاحة الآن', 'اعتذرت'],
  ['male', 'الشيخ غير متاح الآن', 'اعتذر'],
  [null, 'تعذّر استقبال مكالمتك الآن', 'اعتذار من'],
] as const)('ar: a decline by a Sheikh whose profile says %s', async (gender, title, opening) => {
  await act(() => i18n.changeLanguage('ar'));
  const { socket, runtime } = renderCallLayer();
  act(() => runtime.call({ userId: 't3', name: 'Ustadha Maryam', avatar: null, gender }));
  act(() =>
    socket.receive(SERVER_EVENTS.callRequestDeclined, { callId: `c${nextId}`, receiverId: 't3' }),
  );
  expect(screen.getByRole('heading', { name: title })).toBeVisible();
  expect(screen.getByTestId('caller-overlay-text').textContent).toMatch(
    new RegExp(`^${opening} .*Ustadha Maryam.* عن استقبال مكالمتك الآن`),
  );
});
