import { i18n, initI18n, type Language, type MeetingEnded } from '@app/shared';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MeetingView } from '../../../src/features/meeting/components/meeting-view';
import { meetingStateAtom } from '../../../src/features/meeting/meeting-atoms';
import { meetingMachine } from '../../../src/features/meeting/meeting-machine';
import { registerMeetingTranslations } from '../../../src/i18n/translations';
import { runMachine } from '../../../src/lib/machine';
import { startMeeting } from '../../support/calls';

beforeAll(async () => {
  await initI18n();
  registerMeetingTranslations();
});

/** The meeting view after the server's meetingEnded, as the remaining side sees it. */
async function showEnded(
  language: Language,
  ended: Pick<MeetingEnded, 'reason' | 'endedBy'>,
  start = startMeeting(),
) {
  await act(() => i18n.changeLanguage(language));
  const store = createStore();
  const runner = runMachine(meetingMachine, store, meetingStateAtom);
  runner.dispatch({ type: 'started', start, role: 'student' });
  runner.dispatch({ type: 'remoteEnded', roomName: 'room-1', ...ended });
  render(
    <Provider store={store}>
      <MeetingView renderVideo={() => null} />
    </Provider>,
  );
  runner.dispose();
  return screen.getByRole('status');
}

it.each([
  ['en', 'teacher', 'The teacher ended the lesson'],
  ['en', 'student', 'The student ended the lesson'],
  ['ar', 'teacher', 'أنهى الشيخ الجلسة'],
  // The demo student's profile gives no gender: the neutral text, never a guessed one.
  ['ar', 'student', 'انتهت الجلسة بقرار الطرف الآخر'],
] as const)('%s: ended by the %s reads "%s"', async (language, endedBy, text) => {
  const notice = await showEnded(language, { reason: 'ended_by_participant', endedBy });
  expect(notice).toHaveTextContent(text);
});

it('a leave keeps its own notice', async () => {
  expect(
    await showEnded('en', { reason: 'participant_left', endedBy: 'teacher' }),
  ).toHaveTextContent('Meeting ended - A participant left the call');
});

it('an end by the participant without a role falls back to the general notice', async () => {
  expect(
    await showEnded('en', { reason: 'ended_by_participant', endedBy: null }),
  ).toHaveTextContent('Meeting ended by another participant');
});

it.each([
  ['female', 'أنهت المعلّمة الجلسة'],
  ['male', 'أنهى الشيخ الجلسة'],
  [null, 'انتهت الجلسة بقرار الطرف الآخر'],
] as const)('ar: the verb agrees with a teacher whose profile says %s', async (gender, text) => {
  const teacher = { userId: 't1', name: 'Ustadha Maryam', role: 'teacher' as const, gender };
  const start = { ...startMeeting(), participants: [teacher] };
  const notice = await showEnded(
    'ar',
    { reason: 'ended_by_participant', endedBy: 'teacher' },
    start,
  );
  expect(notice).toHaveTextContent(text);
});
