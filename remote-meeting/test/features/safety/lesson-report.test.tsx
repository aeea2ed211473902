import { changeLanguage, initI18n, type User } from '@app/shared';
import { act, screen } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { makeUser } from '../../../../shared/test/support/users';
import { LessonView } from '../../../src/app/lesson-view';
import { meetingStateAtom } from '../../../src/features/meeting/meeting-atoms';
import { meetingMachine } from '../../../src/features/meeting/meeting-machine';
import { registerMeetingTranslations } from '../../../src/i18n/translations';
import { registerSafetyTranslations } from '../../../src/i18n/safety-translations';
import { runMachine } from '../../../src/lib/machine';
import { startMeeting } from '../../support/calls';
import { fakeApi, type Route } from '../../support/fake-api';
import { renderSignedIn } from '../../support/render-signed-in';

const userEvent = userEvents.setup({ delay: null });

// The server answers with the report; the page only needs it to be a success.
const created: Route = { status: 201, body: { data: {} } };

/** A live lesson (meeting m1: student s1 with Sheikh t1) as this user sees it. */
function inLesson(user: User) {
  const view = renderSignedIn(user, <LessonView renderVideo={() => null} />);
  const runner = runMachine(meetingMachine, view.store, meetingStateAtom);
  act(() => {
    runner.dispatch({
      type: 'started',
      start: startMeeting(),
      role: user.role === 'teacher' ? 'teacher' : 'student',
    });
    runner.dispatch({
      type: 'joined',
      session: {
        meetingId: 'm1',
        roomName: 'room-1',
        token: null,
        entry: { participants: [], watchers: [] },
      },
      at: Date.now(),
    });
  });
  return runner;
}

beforeAll(async () => {
  await initI18n();
  registerMeetingTranslations();
  registerSafetyTranslations();
  await changeLanguage('en');
});

describe('Report during a lesson', () => {
  it("reports the student's Sheikh from the lesson's header, with this lesson's id", async () => {
    const sent = fakeApi({ 'POST /reports': created });
    const runner = inLesson(makeUser({ _id: 's1', role: 'student' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report Sheikh Yusuf' }));
    await screen.findByRole('dialog', { name: 'Report Sheikh Yusuf' });
    expect(screen.getByRole('checkbox', { name: 'Also block this Sheikh' })).toBeInTheDocument();

    // The Sheikh hangs up meanwhile: the report being written stays.
    act(() => {
      runner.dispatch({
        type: 'remoteEnded',
        roomName: 'room-1',
        reason: 'participant_left',
        endedBy: 'teacher',
      });
      runner.dispatch({ type: 'close' });
    });
    expect(screen.queryByTestId('meeting-view')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Inappropriate behaviour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you. The admins will review your report.');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/reports',
        body: { meetingId: 'm1', reportedId: 't1', reason: 'inappropriate_behaviour', note: '' },
      },
    ]);
    runner.dispose();
  });

  it('reports the student when the Sheikh does, with no block on offer', async () => {
    const sent = fakeApi({ 'POST /reports': created });
    const runner = inLesson(makeUser({ _id: 't1', role: 'teacher' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report Student Amina' }));
    await screen.findByRole('dialog', { name: 'Report Student Amina' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you. The admins will review your report.');
    expect(sent[0]?.body).toMatchObject({ meetingId: 'm1', reportedId: 's1' });
    runner.dispose();
  });

  it('offers Report only once the lesson is live', () => {
    fakeApi({});
    const view = renderSignedIn(
      makeUser({ _id: 's1', role: 'student' }),
      <LessonView renderVideo={() => null} />,
    );
    const runner = runMachine(meetingMachine, view.store, meetingStateAtom);
    act(() => runner.dispatch({ type: 'started', start: startMeeting(), role: 'student' }));
    expect(screen.getByTestId('meeting-view')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    runner.dispose();
  });
});
