import {
  authAtom,
  CLIENT_EVENTS,
  i18n,
  initI18n,
  INITIAL_AUTH_STATE,
  SERVER_EVENTS,
  usersListAtom,
  type FamilyStanding,
} from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
import { standingKeys } from '../../../src/lib/family/standing-api';
import { makeUser } from '../../../../shared/test/support/users';
import { incomingCall } from '../../support/calls';
import { FakeSocket } from '../../../../shared/test/support/fake-socket';
import { listedUser } from '../../support/users';

beforeAll(async () => {
  await initI18n();
  registerMeetingTranslations();
});

let nextId = 0;
const running: Array<() => void> = [];

/**
 * The real call layer on a socket double, rendered with both overlays; with a standing, as a
 * signed-in student whose guardians' decisions are that standing.
 */
function renderCallLayer(standing?: FamilyStanding) {
  const store = createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  if (standing) {
    const student = makeUser({ _id: 's1', role: 'student' });
    store.set(authAtom, { ...INITIAL_AUTH_STATE, isInitialized: true, user: student });
    queryClient.setQueryData(standingKeys.of(student._id), standing);
  }
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
      <QueryClientProvider client={queryClient}>
        <CallerOverlay />
        <ReceiverOverlay />
      </QueryClientProvider>
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

const standing = (consentNeeded: boolean): FamilyStanding => ({
  minor: true,
  consentNeeded,
  consentEmail: consentNeeded ? 'parent@example.org' : null,
  guardians: [],
  safety: { sheikhGender: 'any', allowedTeachers: null, chatAllowed: true },
});

it.each([
  [false, true],
  [true, false],
])(
  'with consent needed %s, a declined call offers "Call <next Sheikh>" enabled %s',
  async (consentNeeded, enabled) => {
    await act(() => i18n.changeLanguage('en'));
    const { store, socket, runtime } = renderCallLayer(standing(consentNeeded));
    act(() => {
      store.set(usersListAtom, [listedUser({ _id: 't2', name: 'Sheikh Bakr' })]);
      runtime.call({ userId: 't1', name: 'Sheikh Yusuf', avatar: null, gender: 'male' as const });
    });
    act(() =>
      socket.receive(SERVER_EVENTS.callRequestDeclined, { callId: `c${nextId}`, receiverId: 't1' }),
    );
    const callNext = screen.getByRole('button', { name: 'Call Sheikh Bakr' });
    expect(callNext).toHaveProperty('disabled', !enabled);
    expect(screen.queryByText('Your guardian must agree before you can call.') === null).toBe(
      enabled,
    );
  },
);

it.each([
  ['en', 'family.consent_required', null, 'A guardian must agree before you can call a Sheikh'],
  ['en', 'family.sheikh_not_allowed', 'female', "Your guardian's settings do not include"],
  ['ar', 'family.sheikh_not_allowed', 'female', 'إعدادات وليّ أمرك لا تشمل هذه المعلّمة.'],
  ['ar', 'family.sheikh_not_allowed', 'male', 'إعدادات وليّ أمرك لا تشمل هذا الشيخ.'],
] as const)('%s: a call refused with %s (%s) says why', async (language, code, gender, text) => {
  await act(() => i18n.changeLanguage(language));
  const { socket, runtime } = renderCallLayer();
  act(() => runtime.call({ userId: 't1', name: 'Sheikh Yusuf', avatar: null, gender }));
  act(() =>
    socket.receive(SERVER_EVENTS.callRequestFailed, {
      callId: `c${nextId}`,
      code,
      message: 'refused',
    }),
  );
  expect(screen.getByTestId('caller-overlay-text')).toHaveTextContent(text);
});
