import {
  callRequestAtom,
  changeLanguage,
  initI18n,
  type BookedLesson,
  type TFunction,
} from '@app/shared';
import { withoutIsolates } from '@app/shared/bidi';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { makeUser } from '../../../../shared/test/support/users';
import { MainRoute } from '../../../src/app/main-route';
import { UpcomingLessons } from '../../../src/features/upcoming-lessons/components/upcoming-lessons';
import { countdownText } from '../../../src/features/upcoming-lessons/countdown-text';
import { registerMeetingTranslations } from '../../../src/i18n/translations';
import { zoneNameAt } from '../../../src/lib/booking/viewer-zone';
import { fakeApi, refusal, type Route, type SentRequest } from '../../support/fake-api';
import { renderSignedIn } from '../../support/render-signed-in';
import { lesson } from './lessons';

// Monday 1 June 2026 on the clock of whatever zone the tests run in: the lessons are built on
// the same local clock, so their times read the same everywhere.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 5, day, hour, minute);
const NOW = at(1, 9);

const student = makeUser({ _id: 'student-1', name: 'Maryam Ali', role: 'student' });
const sheikh = makeUser({ _id: 'teacher-1', name: 'Yusuf Karim', role: 'teacher' });

/** GET /booked-lessons answers the lessons of the moment, and other routes as given. */
function serveLessons(
  lessons: () => BookedLesson[],
  routes: Record<string, Route> = {},
): SentRequest[] {
  return fakeApi({
    'GET /booked-lessons': () => ({ status: 200, body: { data: { lessons: lessons() } } }),
    ...routes,
  });
}

/** The server's answer to a student's Join in the window: the lesson, as it is. */
const joined: Route = (request) => ({
  status: 200,
  body: { data: { lesson: lesson(request.path.split('/')[2]!, at(1, 9, 5)) } },
});

/** An accessible name as read without the isolates around its values. */
const plain = (text: string) => (name: string) => withoutIsolates(name) === text;

/** Moves the clock to a time and lets the half-minute tick read it. */
function clockAt(time: Date) {
  act(() => {
    jest.setSystemTime(time);
    jest.advanceTimersByTime(30_000);
  });
}

const userEvent = userEvents.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeAll(async () => {
  await initI18n();
  registerMeetingTranslations();
});

beforeEach(async () => {
  await changeLanguage('en');
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('a student', () => {
  it('sees the next lesson with its countdown, and Join opens 10 minutes before', async () => {
    const onJoin = jest.fn();
    const sent = serveLessons(
      () => [lesson('l1', at(1, 11, 5), { trial: true }), lesson('l2', at(2, 18))],
      { 'POST /booked-lessons/l1/join': joined },
    );
    renderSignedIn(student, <UpcomingLessons onJoin={onJoin} />);

    const section = await screen.findByRole('region', { name: 'Upcoming lessons' });
    expect(within(section).getByText(`Times in ${zoneNameAt(at(1, 11, 5), 'en')}`)).toBeVisible();
    const next = within(section).getByTestId('next-lesson');
    expect(within(next).getByRole('heading', { name: 'Lesson with Yusuf Karim' })).toBeVisible();
    expect(within(next).getByText('Trial')).toBeVisible();
    expect(next).toHaveTextContent('Monday, Jun 1, 2026 · 11:05–11:35');
    expect(next).toHaveTextContent('Starts in 2 h 5 min');
    const join = () =>
      within(next).getByRole('button', { name: 'Join the lesson with Yusuf Karim' });
    expect(join()).toBeDisabled();
    expect(join()).toHaveAccessibleDescription('Join opens 10 minutes before the lesson');

    clockAt(at(1, 10, 54));
    expect(next).toHaveTextContent('Starts in 11 min');
    expect(join()).toBeDisabled();

    clockAt(at(1, 10, 56));
    expect(next).toHaveTextContent('Starts in 9 min');
    expect(join()).toBeEnabled();
    expect(next).not.toHaveTextContent('Join opens');
    await userEvent.click(join());
    // The server hears that the student came before the call is placed.
    await waitFor(() => expect(onJoin).toHaveBeenCalledWith('teacher-1'));
    expect(sent.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /booked-lessons/l1/join',
    );

    // Running: "Now", still joinable, no longer cancellable.
    clockAt(at(1, 11, 10));
    expect(next).toHaveTextContent('Now');
    expect(join()).toBeEnabled();
    expect(within(next).queryByRole('button', { name: /^Cancel lesson/ })).not.toBeInTheDocument();

    // Over: the next one takes its place, with no countdown on another day.
    clockAt(at(1, 11, 35));
    expect(within(section).getByTestId('next-lesson')).toHaveTextContent(
      'Tuesday, Jun 2, 2026 · 18:00–18:30',
    );
    expect(within(section).getByTestId('next-lesson')).not.toHaveTextContent('Starts in');
  });

  it('cancels a lesson after a warning that it is late, and sees it struck through', async () => {
    let lessons = [lesson('l1', at(1, 11, 5)), lesson('l2', at(2, 18))];
    const sent = serveLessons(() => lessons, {
      'POST /booked-lessons/l1/cancel': () => {
        const cancelled: BookedLesson = {
          ...lessons[0]!,
          status: 'cancelled',
          cancelledBy: 'student',
          cancelledLate: true,
        };
        lessons = [cancelled, lessons[1]!];
        return { status: 200, body: { data: { lesson: cancelled } } };
      },
    });
    renderSignedIn(student, <UpcomingLessons onJoin={jest.fn()} />);

    const next = await screen.findByTestId('next-lesson');
    await userEvent.click(
      within(next).getByRole('button', { name: /^Cancel lesson with Yusuf Karim, Monday/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this lesson?' });
    expect(dialog).toHaveTextContent('Lesson with Yusuf Karim');
    expect(
      within(dialog).getByText(
        'Cancelling less than 12 hours before counts as a late cancellation.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel lesson' }));

    expect(await screen.findByText('The lesson was cancelled.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/booked-lessons/l1/cancel', body: undefined },
    ]);
    // Reloaded: tomorrow's lesson is next, and the cancelled one stays in the list, struck through.
    await waitFor(() =>
      expect(screen.getByTestId('next-lesson')).toHaveTextContent('Tuesday, Jun 2, 2026'),
    );
    const [row] = screen.getAllByTestId('later-lesson');
    expect(row).toHaveTextContent('Cancelled by you');
    expect(
      within(row!).getByText('Lesson with Yusuf Karim').parentElement?.parentElement,
    ).toHaveStyle('text-decoration: line-through');
    expect(within(row!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not warned far ahead, and reads a refusal by its code', async () => {
    serveLessons(() => [lesson('l1', at(1, 11, 5)), lesson('l2', at(2, 18))], {
      'POST /booked-lessons/l2/cancel': refusal(409, 'booking.lesson_started'),
    });
    renderSignedIn(student, <UpcomingLessons onJoin={jest.fn()} />);

    const [row] = await screen.findAllByTestId('later-lesson');
    await userEvent.click(
      within(row!).getByRole('button', { name: /^Cancel lesson with Yusuf Karim, Tuesday/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this lesson?' });
    expect(dialog).not.toHaveTextContent('late cancellation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel lesson' }));
    expect(
      await within(dialog).findByText('This lesson has already started or passed.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("joins through the call layer's own call request, as the Call button does", async () => {
    serveLessons(() => [lesson('l1', at(1, 9, 5))], { 'POST /booked-lessons/l1/join': joined });
    const { store } = renderSignedIn(student, <MainRoute />, '/main');

    const next = await screen.findByTestId('next-lesson');
    await userEvent.click(
      within(next).getByRole('button', { name: 'Join the lesson with Yusuf Karim' }),
    );
    await waitFor(() =>
      expect(store.get(callRequestAtom)).toEqual({
        teacherId: 'teacher-1',
        requestedAt: expect.any(Number),
      }),
    );
  });

  it('places no call when the server refuses the join, and says why', async () => {
    const onJoin = jest.fn();
    serveLessons(() => [lesson('l1', at(1, 9, 5))], {
      'POST /booked-lessons/l1/join': {
        status: 409,
        body: { code: 'booking.lesson_over', message: "This lesson's time has passed" },
      },
    });
    renderSignedIn(student, <UpcomingLessons onJoin={onJoin} />);
    const next = await screen.findByTestId('next-lesson');
    await userEvent.click(
      within(next).getByRole('button', { name: 'Join the lesson with Yusuf Karim' }),
    );
    expect(await within(next).findByRole('alert')).toHaveTextContent(
      "This lesson's time has passed.",
    );
    expect(onJoin).not.toHaveBeenCalled();
  });
});

describe('a Sheikh', () => {
  it("sees the student's name and where the call will ring, with no Join", async () => {
    serveLessons(() => [
      lesson('l1', at(1, 11, 5)),
      lesson('l2', at(2, 18), { status: 'cancelled', cancelledBy: 'student' }),
      lesson('l3', at(3, 18)),
    ]);
    renderSignedIn(sheikh, <UpcomingLessons onJoin={jest.fn()} />);

    const section = await screen.findByRole('region', { name: 'Upcoming lessons' });
    const next = within(section).getByTestId('next-lesson');
    expect(within(next).getByRole('heading', { name: 'Lesson with Maryam Ali' })).toBeVisible();
    expect(next).toHaveTextContent("The student's call will ring here");
    expect(within(section).queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    expect(
      within(next).getByRole('button', { name: /^Cancel lesson with Maryam Ali/ }),
    ).toBeEnabled();
    const rows = within(section).getAllByTestId('later-lesson');
    expect(rows[0]).toHaveTextContent('Cancelled by the student');
    expect(rows[1]).toHaveTextContent('Lesson with Maryam Ali');
  });
});

describe('in Arabic', () => {
  it('reads right to left, counts in Arabic forms, and shows the later lessons a few at first', async () => {
    await changeLanguage('ar');
    serveLessons(() => [
      lesson('l1', at(1, 11, 5)),
      ...[2, 3, 4, 5, 6, 7, 8].map((day) =>
        lesson(
          `l${day}`,
          at(day, 18),
          day === 2 ? { status: 'cancelled', cancelledBy: 'teacher' } : {},
        ),
      ),
    ]);
    renderSignedIn(student, <UpcomingLessons onJoin={jest.fn()} />);

    const section = await screen.findByRole('region', { name: 'الدروس القادمة' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const next = within(section).getByTestId('next-lesson');
    const text = withoutIsolates(next.textContent ?? '');
    expect(text).toContain('درس مع Yusuf Karim');
    expect(text).toContain('11:05–11:35');
    expect(text).toContain('يبدأ بعد ساعتين و5 دقائق');
    expect(text).toContain('يُتاح الدخول قبل الدرس بـ10 دقائق');
    expect(within(next).getByRole('button', { name: /^الدخول إلى الدرس مع/ })).toBeDisabled();

    const rows = within(section).getAllByTestId('later-lesson');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('أُلغي بقرار الطرف الآخر');
    await userEvent.click(within(section).getByRole('button', { name: plain('عرض الكل: 7 دروس') }));
    expect(within(section).getAllByTestId('later-lesson')).toHaveLength(7);
    expect(within(section).getByRole('button', { name: 'عرض أقل' })).toBeVisible();
  });
});

describe('nothing to show', () => {
  it('renders nothing when no lesson is booked, held ones and cancellations aside', async () => {
    const sent = serveLessons(() => [
      lesson('h1', at(1, 12), { status: 'held' }),
      lesson('c1', at(1, 13), { status: 'cancelled', cancelledBy: 'teacher' }),
    ]);
    const { container } = renderSignedIn(student, <UpcomingLessons onJoin={jest.fn()} />);
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing and asks nothing for someone with no lessons of their own', async () => {
    const sent = serveLessons(() => [lesson('l1', at(1, 11, 5))]);
    const { container } = renderSignedIn(
      makeUser({ role: 'guardian' }),
      <UpcomingLessons onJoin={jest.fn()} />,
    );
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(container).toBeEmptyDOMElement();
    expect(sent).toEqual([]);
  });

  it('says when the lessons could not be loaded, and asks again', async () => {
    let fail = true;
    serveLessons(() => [lesson('l1', at(1, 11, 5))], {
      'GET /booked-lessons': () =>
        fail
          ? refusal(500, 'server.error')
          : { status: 200, body: { data: { lessons: [lesson('l1', at(1, 11, 5))] } } },
    });
    renderSignedIn(student, <UpcomingLessons onJoin={jest.fn()} />);
    expect(await screen.findByText(/Your booked lessons could not be loaded\./)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('next-lesson')).toBeVisible();
  });
});

describe('the countdown text', () => {
  it('leaves out a part that is zero', async () => {
    const { i18n } = await import('@app/shared');
    await import('../../../src/features/upcoming-lessons/components/upcoming-section');
    const t: TFunction = i18n.getFixedT('en', 'upcoming');
    expect(countdownText({ kind: 'startsIn', hours: 2, minutes: 0 }, t)).toBe('Starts in 2 h');
    expect(countdownText({ kind: 'startsIn', hours: 0, minutes: 4 }, t)).toBe('Starts in 4 min');
    expect(countdownText({ kind: 'startsIn', hours: 1, minutes: 1 }, t)).toBe(
      'Starts in 1 h 1 min',
    );
    expect(countdownText({ kind: 'now' }, t)).toBe('Now');
  });
});
