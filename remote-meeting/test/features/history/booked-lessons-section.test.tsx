import { changeLanguage, initI18n, type PastLesson, type PastLessonsPage } from '@app/shared';
import { withoutIsolates } from '@app/shared/bidi';
import { screen, waitFor } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { makeUser } from '../../../../shared/test/support/users';
import { BookedLessonsSection } from '../../../src/features/history/components/booked-lessons-section';
import { registerHistoryTranslations } from '../../../src/i18n/history-translations';
import { fakeApi, refusal, type Reply } from '../../support/fake-api';
import { renderSignedIn } from '../../support/render-signed-in';

const userEvent = userEvents.setup({ delay: null });

// Lessons built on the local clock of whatever zone the tests run in, so their times read the
// same everywhere: June 2026, the 1st a Monday.
const at = (day: number, hour: number) => new Date(2026, 5, day, hour);

const SHEIKH = { id: 'teacher-1', name: 'Yusuf Karim', gender: 'male' as const };
const STUDENT = { id: 'student-1', name: 'Maryam Ali', gender: null };

function past(id: string, start: Date, overrides: Partial<PastLesson> = {}): PastLesson {
  const minutes = overrides.minutes ?? 30;
  return {
    id,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
    minutes,
    trial: false,
    role: 'student',
    other: SHEIKH,
    outcome: 'attended',
    cancelledBy: null,
    cancelledLate: false,
    ...overrides,
  };
}

const page = (lessons: PastLesson[], nextCursor: string | null = null): Reply => ({
  status: 200,
  body: { data: { lessons, hasMore: nextCursor !== null, nextCursor } satisfies PastLessonsPage },
});

/** Answers GET /booked-lessons/past with these pages in turn; returns the queries sent. */
function servePages(...replies: Reply[]): string[] {
  let next = 0;
  fakeApi({ 'GET /booked-lessons/past': () => replies[next++] ?? refusal(404, 'not_found') });
  const answer = globalThis.fetch;
  const queries: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    queries.push(new URL(String(input)).search);
    return answer(input, init);
  }) as typeof fetch;
  return queries;
}

/** Each row's text as read, without the isolates around its values. */
async function rows(count: number) {
  await waitFor(() => expect(screen.getAllByTestId('past-booked-lesson')).toHaveLength(count));
  return screen
    .getAllByTestId('past-booked-lesson')
    .map((row) => withoutIsolates(row.textContent ?? ''));
}

const student = makeUser({ _id: 'student-1', name: 'Maryam Ali', role: 'student' });
const sheikh = makeUser({ _id: 'teacher-1', name: 'Yusuf Karim', role: 'teacher' });

beforeAll(async () => {
  await initI18n();
  registerHistoryTranslations();
});

beforeEach(async () => {
  await changeLanguage('en');
});

describe("the history's past booked lessons", () => {
  it('shows a student each outcome from its side, newest first, and loads more', async () => {
    const queries = servePages(
      page(
        [
          past('l5', at(3, 18), { outcome: 'undecided' }),
          past('l4', at(3, 17), {
            outcome: 'cancelled',
            cancelledBy: 'student',
            cancelledLate: true,
          }),
          past('l3', at(2, 18), { outcome: 'cancelled', cancelledBy: 'teacher' }),
          past('l2', at(1, 18), { outcome: 'sheikh_absent', trial: true, minutes: 20 }),
        ],
        'c1',
      ),
      page([past('l1', at(1, 17), { outcome: 'student_absent' })]),
    );
    renderSignedIn(student, <BookedLessonsSection userId={student._id} viewer="student" />);
    expect(screen.getByRole('heading', { name: 'Booked lessons' })).toBeInTheDocument();

    const [undecided, late, byTeacher, absent] = await rows(4);
    expect(undecided).toContain('Lesson with Yusuf Karim');
    expect(undecided).toContain('Wed, Jun 3, 2026 · 18:00–18:30');
    expect(undecided).toContain('30 minutes');
    expect(undecided).toContain('Attendance not decided yet');
    expect(late).toContain('Cancelled by you');
    expect(late).toContain('Late cancellation');
    expect(byTeacher).toContain('Cancelled by the Sheikh');
    expect(byTeacher).not.toContain('Late cancellation');
    expect(absent).toContain('Sheikh absent');
    expect(absent).toContain('Trial');
    expect(absent).toContain('Mon, Jun 1, 2026 · 18:00–18:20');
    expect(absent).toContain('20 minutes');
    expect(screen.getByRole('status')).toHaveTextContent('4 booked lessons shown');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const all = await rows(5);
    expect(all[4]).toContain('You were absent');
    expect(screen.getByRole('status')).toHaveTextContent('5 booked lessons shown');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(queries).toEqual(['?limit=20', '?limit=20&cursor=c1']);
  });

  it("shows a Sheikh the student's absence, its own, and the student's cancellation", async () => {
    const asSheikh = { role: 'teacher' as const, other: STUDENT };
    servePages(
      page([
        past('l4', at(4, 18), { ...asSheikh }),
        past('l3', at(3, 18), { ...asSheikh, outcome: 'student_absent' }),
        past('l2', at(2, 18), { ...asSheikh, outcome: 'sheikh_absent' }),
        past('l1', at(1, 18), { ...asSheikh, outcome: 'cancelled', cancelledBy: 'student' }),
      ]),
    );
    renderSignedIn(sheikh, <BookedLessonsSection userId={sheikh._id} viewer="teacher" />);
    const [attended, studentAbsent, ownAbsence, cancelled] = await rows(4);
    expect(attended).toContain('Lesson with Maryam Ali');
    expect(attended).toContain('Attended');
    expect(studentAbsent).toContain('Student absent');
    expect(ownAbsence).toContain('You were absent');
    expect(cancelled).toContain('Cancelled by the student');
  });

  it("follows the Sheikh's gender in Arabic, and a neutral text when the profile does not say", async () => {
    await changeLanguage('ar');
    servePages(
      page([
        past('l2', at(2, 18), {
          outcome: 'sheikh_absent',
          other: { ...SHEIKH, name: 'Amina', gender: 'female' },
        }),
        past('l1', at(1, 18), {
          outcome: 'cancelled',
          cancelledBy: 'teacher',
          other: { ...SHEIKH, gender: null },
        }),
      ]),
    );
    renderSignedIn(student, <BookedLessonsSection userId={student._id} viewer="student" />);
    const [female, neutral] = await rows(2);
    expect(female).toContain('غابت المعلّمة');
    expect(neutral).toContain('أُلغي بقرار الطرف الآخر');
    expect(screen.getByRole('heading', { name: 'الدروس المحجوزة' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('درسان محجوزان معروضان');
  });

  it('says when there is none, and offers Retry when the list fails', async () => {
    servePages(page([]));
    const { unmount } = renderSignedIn(
      student,
      <BookedLessonsSection userId={student._id} viewer="student" />,
    );
    expect(
      await screen.findByText(
        'No past booked lessons yet. The lessons you book appear here once their time has passed.',
      ),
    ).toBeInTheDocument();
    unmount();

    servePages(refusal(500, 'internal'), page([past('l1', at(1, 18))]));
    renderSignedIn(student, <BookedLessonsSection userId={student._id} viewer="student" />);
    expect(
      await screen.findByText('Your past booked lessons could not be loaded.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await rows(1))[0]).toContain('Attended');
  });
});
