import {
  changeLanguage,
  initI18n,
  registerTeachingTranslations,
  usersListAtom,
  type BookedLesson,
  type Booking,
  type FreeSlot,
  type Gender,
  type TeacherPage,
} from '@app/shared';
import { withoutIsolates } from '@app/shared/bidi';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { makeUser } from '../../../../shared/test/support/users';
import { TeacherRoute } from '../../../src/app/teacher-route';
import { BookingSection } from '../../../src/features/booking/components/booking-section';
import { formatDay, formatDayOf } from '../../../src/features/booking/day-format';
import { addDays, dayIn, startOfDay } from '@app/shared';
import { registerMeetingTranslations } from '../../../src/i18n/translations';
import { registerSafetyTranslations } from '../../../src/i18n/safety-translations';
import { zoneNameAt } from '../../../src/lib/booking/viewer-zone';
import { fakeApi, refusal, type Reply, type Route as FakeRoute } from '../../support/fake-api';
import { renderSignedIn } from '../../support/render-signed-in';
import { listedUser } from '../../support/users';

const userEvent = userEvents.setup({ delay: null });

// The week is built on this machine's own zone (a jest test cannot change it), and every fixture
// is a wall-clock time in it, so the times read the same wherever the tests run.
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const SHEIKH_ZONE = ZONE === 'Asia/Karachi' ? 'Europe/London' : 'Asia/Karachi';
const NOW = Date.parse('2026-06-01T10:00:00.000Z');
const TODAY = dayIn(NOW, ZONE);

const TEACHER_ID = 'b2d7c0f4-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const BOOKING_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const SLOTS = `GET /teachers/${TEACHER_ID}/slots`;

/** An instant at a wall-clock time of the day `days` after today, on this machine's clock. */
const at = (days: number, hour: number, minute = 0) =>
  new Date(
    startOfDay(addDays(TODAY, days), ZONE).getTime() + (hour * 60 + minute) * 60_000,
  ).toISOString();

const slot = (startsAt: string, minutes = 30): FreeSlot => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
});

const WEEK_SLOTS = [slot(at(1, 10)), slot(at(1, 10, 30)), slot(at(3, 18))];

const terms = (slots: FreeSlot[], minutes: number) => ({
  timeZone: SHEIKH_ZONE,
  minutes,
  lessonMinutes: [45, 30],
  trialMinutes: 20,
  noticeMinutes: 60,
  slots,
});

/** The query of the last request sent, the one a route is answering. */
function queryNow(): Record<string, string> {
  const calls = (globalThis.fetch as jest.Mock).mock.calls;
  return Object.fromEntries(new URL(String(calls.at(-1)?.[0])).searchParams);
}

/** The queries of the slots questions, in order. */
let slotQueries: Record<string, string>[] = [];
const lastQuery = () => slotQueries.at(-1);

/**
 * Slots of 30 minutes (the Sheikh offers no 20; 30 is the shortest, the answer to a question
 * without a length), from `answers` in turn, the last repeated.
 */
function slotsRoute(...answers: FreeSlot[][]): FakeRoute {
  let asked = 0;
  return (): Reply => {
    const query = queryNow();
    slotQueries.push(query);
    if (query.minutes === '20' && query.trial === 'false') {
      return refusal(400, 'booking.length_not_offered');
    }
    const slots = answers[Math.min(asked, answers.length - 1)] ?? [];
    asked += 1;
    const minutes = query.minutes ? Number(query.minutes) : query.trial === 'true' ? 20 : 30;
    return { status: 200, body: { data: terms(slots, minutes) } };
  };
}

function lesson(startsAt: string, index: number): BookedLesson {
  return {
    id: `00000000-0000-4000-8000-00000000000${index}`,
    bookingId: BOOKING_ID,
    teacherId: TEACHER_ID,
    teacherName: 'Yusuf Karim',
    studentId: 'user-1',
    studentName: 'Aisha Rahman',
    startsAt,
    endsAt: slot(startsAt).endsAt,
    minutes: 30,
    trial: false,
    status: 'held',
    cancelledBy: null,
    cancelledLate: false,
    attendance: null,
  };
}

function booking(starts: string[], status: Booking['status'], skippedDays: string[] = []): Booking {
  return {
    id: BOOKING_ID,
    teacherId: TEACHER_ID,
    studentId: 'user-1',
    minutes: 30,
    weeks: 1,
    trial: false,
    status,
    heldUntil: status === 'held' ? new Date(NOW + 60_000).toISOString() : null,
    lessons: starts.map(lesson),
    skippedDays,
  };
}

const held = (starts: string[], skippedDays: string[] = []): Reply => ({
  status: 201,
  body: { data: { booking: booking(starts, 'held', skippedDays) } },
});
const confirmed = (starts: string[]): Reply => ({
  status: 200,
  body: { data: { booking: booking(starts, 'confirmed') } },
});

const student = makeUser({ role: 'student' });
let now = NOW;

function openSection(routes: Record<string, FakeRoute>, gender: Gender | null = 'male') {
  const sent = fakeApi(routes);
  renderSignedIn(student, <BookingSection teacher={{ _id: TEACHER_ID, gender }} />);
  return sent;
}

const slotRequests = (sent: { path: string }[]) =>
  sent.filter((request) => request.path === `/teachers/${TEACHER_ID}/slots`);

const dayGroup = async (days: number, language = 'en') =>
  screen.findByRole('group', { name: formatDay(addDays(TODAY, days), language) });

beforeAll(async () => {
  await initI18n();
  registerMeetingTranslations();
  registerTeachingTranslations();
  registerSafetyTranslations();
});

beforeEach(async () => {
  now = NOW;
  slotQueries = [];
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  await changeLanguage('en');
});

describe('booking a lesson on a Sheikh’s page', () => {
  it("shows a week of free times on the student's clock, holds one and confirms it", async () => {
    const sent = openSection({
      [SLOTS]: slotsRoute(WEEK_SLOTS, WEEK_SLOTS.slice(1)),
      'POST /bookings': held([at(1, 10)]),
      [`POST /bookings/${BOOKING_ID}/confirm`]: confirmed([at(1, 10)]),
    });

    expect(await screen.findByRole('radio', { name: '30 minutes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '45 minutes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Trial lesson (20 minutes)' })).toBeInTheDocument();
    const weekStart = new Date(startOfDay(TODAY, ZONE));
    expect(screen.getByTestId('booking-zone')).toHaveTextContent(
      `Times are in your time zone: ${zoneNameAt(weekStart, 'en', ZONE)}`,
    );
    expect(screen.getByTestId('booking-sheikh-zone')).toHaveTextContent(
      `The Sheikh's time zone: ${zoneNameAt(weekStart, 'en', SHEIKH_ZONE)}`,
    );
    // One question, without a length: the answer names the Sheikh's shortest and the rest.
    expect(slotQueries.map((query) => query.minutes)).toEqual([undefined]);
    expect(lastQuery()).toEqual({
      from: startOfDay(TODAY, ZONE).toISOString(),
      to: startOfDay(addDays(TODAY, 7), ZONE).toISOString(),
      trial: 'false',
    });

    const tomorrow = await dayGroup(1);
    expect(
      within(tomorrow)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10:00', '10:30']);
    expect(within(await dayGroup(3)).getByRole('button', { name: '18:00' })).toBeInTheDocument();
    expect(within(await dayGroup(2)).getByText('No free times')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();

    await userEvent.click(within(tomorrow).getByRole('button', { name: '10:00' }));
    expect(within(tomorrow).getByRole('button', { name: '10:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      teacherId: TEACHER_ID,
      starts: [at(1, 10)],
      minutes: 30,
      weeks: 1,
      trial: false,
      timeZone: ZONE,
    });
    expect(within(dialog).getByText('1 lesson')).toBeInTheDocument();
    expect(within(dialog).getByTestId('held-lessons')).toHaveTextContent(
      `${formatDayOf(at(1, 10), 'en', ZONE)}, 10:00–10:30`,
    );
    expect(within(dialog).getByTestId('hold-countdown')).toHaveTextContent('Held for you: 01:00');
    expect(within(dialog).queryByTestId('held-skipped')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Booked: 1 lesson');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The slots reload: the booked time is gone.
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: formatDay(addDays(TODAY, 1), 'en') })).queryByRole(
          'button',
          { name: '10:00' },
        ),
      ).not.toBeInTheDocument(),
    );
    expect(sent.map((request) => `${request.method} ${request.path}`)).toContain(
      `POST /bookings/${BOOKING_ID}/confirm`,
    );
  });

  it('holds one time a weekday as a weekly series, lists the skipped dates, and Cancel releases', async () => {
    const skipped = addDays(TODAY, 15);
    const sent = openSection({
      [SLOTS]: slotsRoute(WEEK_SLOTS),
      'POST /bookings': held([at(1, 10), at(3, 18), at(8, 10), at(10, 18)], [skipped]),
      [`POST /bookings/${BOOKING_ID}/cancel`]: confirmed([]),
    });
    const tomorrow = await dayGroup(1);
    await userEvent.click(within(tomorrow).getByRole('button', { name: '10:30' }));
    // Another time the same day replaces the first; another day adds to the series.
    await userEvent.click(within(tomorrow).getByRole('button', { name: '10:00' }));
    await userEvent.click(within(await dayGroup(3)).getByRole('button', { name: '18:00' }));
    expect(within(tomorrow).getByRole('button', { name: '10:30' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Repeat every week for' }));
    await userEvent.click(screen.getByRole('option', { name: '3 weeks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    expect(sent.find((request) => request.path === '/bookings')?.body).toMatchObject({
      starts: [at(1, 10), at(3, 18)],
      weeks: 3,
      trial: false,
    });
    expect(within(dialog).getByText('4 lessons')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).getByTestId('held-skipped')).toHaveTextContent(
      `Skipped, the Sheikh is away: ${formatDay(skipped, 'en')}`,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(sent.map((request) => request.path)).toContain(`/bookings/${BOOKING_ID}/cancel`),
    );
    expect(sent.map((request) => request.path)).not.toContain(`/bookings/${BOOKING_ID}/confirm`);
  });

  it('books a trial as one lesson, with no weeks to choose', async () => {
    const sent = openSection({
      [SLOTS]: slotsRoute(WEEK_SLOTS),
      'POST /bookings': held([at(1, 10)]),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Trial lesson (20 minutes)' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ minutes: '20', trial: 'true' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('A trial is a single lesson.')).toBeInTheDocument();
    await userEvent.click(within(await dayGroup(1)).getByRole('button', { name: '10:00' }));
    await userEvent.click(within(await dayGroup(3)).getByRole('button', { name: '18:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await screen.findByRole('dialog');
    expect(sent.find((request) => request.path === '/bookings')?.body).toMatchObject({
      starts: [at(3, 18)],
      minutes: 20,
      weeks: 1,
      trial: true,
    });
  });

  it('says a taken time was taken, and reloads the free times without it', async () => {
    openSection({
      [SLOTS]: slotsRoute(WEEK_SLOTS, WEEK_SLOTS.slice(1)),
      'POST /bookings': refusal(409, 'booking.slot_taken'),
    });
    const tomorrow = await dayGroup(1);
    await userEvent.click(within(tomorrow).getByRole('button', { name: '10:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByTestId('booking-notice')).toHaveTextContent(
      'Someone has just booked this time. Choose another slot. The free times have been reloaded.',
    );
    await waitFor(() =>
      expect(within(tomorrow).queryByRole('button', { name: '10:00' })).not.toBeInTheDocument(),
    );
    // Reloaded for the length already found, not searched for again.
    expect(slotQueries.map((query) => query.minutes)).toEqual([undefined, undefined]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
  });

  it('says the time was released when the minute ends, and offers to pick again', async () => {
    const sent = openSection({
      [SLOTS]: slotsRoute(WEEK_SLOTS),
      'POST /bookings': held([at(1, 10)]),
      [`POST /bookings/${BOOKING_ID}/cancel`]: confirmed([]),
    });
    await userEvent.click(within(await dayGroup(1)).getByRole('button', { name: '10:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('hold-countdown')).toHaveTextContent('01:00');

    now = NOW + 45_000;
    await waitFor(() =>
      expect(within(dialog).getByTestId('hold-countdown')).toHaveTextContent('00:15'),
    );
    now = NOW + 61_000;
    expect(
      await within(dialog).findByText(
        'The minute to confirm has passed and the time was released.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Confirm booking' }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pick again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await dayGroup(1)).getByRole('button', { name: '10:00' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() =>
      expect(sent.map((request) => request.path)).toContain(`/bookings/${BOOKING_ID}/cancel`),
    );
  });

  it('says the time was released when the server let it go before Confirm', async () => {
    const sent = openSection({
      [SLOTS]: slotsRoute(WEEK_SLOTS),
      'POST /bookings': held([at(1, 10)]),
      [`POST /bookings/${BOOKING_ID}/confirm`]: refusal(409, 'booking.hold_expired'),
    });
    await userEvent.click(within(await dayGroup(1)).getByRole('button', { name: '10:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByTestId('hold-released')).toHaveTextContent(
      'The minute to confirm has passed and the time was released.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pick again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Already released: nothing to cancel, the slots are asked again.
    expect(sent.map((request) => request.path)).not.toContain(`/bookings/${BOOKING_ID}/cancel`);
    await waitFor(() => expect(slotQueries).toHaveLength(2));
  });

  it("waits for a minor's guardian to agree before Book works", async () => {
    openSection({
      [SLOTS]: slotsRoute(WEEK_SLOTS),
      'GET /family/me': {
        status: 200,
        body: {
          data: {
            minor: true,
            consentNeeded: true,
            consentEmail: null,
            guardians: [],
            safety: { sheikhGender: 'any', allowedTeachers: null, chatAllowed: true },
          },
        },
      },
    });
    await userEvent.click(within(await dayGroup(1)).getByRole('button', { name: '10:00' }));
    expect(
      await screen.findByText('Your guardian must agree before you can book.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
  });

  it('says calmly that a Sheikh without hours takes no bookings yet', async () => {
    openSection({ [SLOTS]: refusal(409, 'booking.not_bookable') });
    expect(await screen.findByTestId('booking-not-bookable')).toHaveTextContent(
      'This Sheikh does not take bookings yet.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a refusal by its code with Retry, which asks again', async () => {
    let fail = true;
    const answer = slotsRoute(WEEK_SLOTS);
    openSection({
      [SLOTS]: (request) => {
        if (fail) return refusal(403, 'family.sheikh_not_allowed');
        return typeof answer === 'function' ? answer(request) : answer;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The free times could not be loaded. Your guardian's settings do not include this Sheikh.",
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await dayGroup(1)).toBeInTheDocument();
  });

  it('moves by weeks, not before this one, and says when a week has no free times', async () => {
    openSection({ [SLOTS]: slotsRoute(WEEK_SLOTS, []) });
    await dayGroup(1);
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByTestId('booking-empty')).toHaveTextContent(
      'No free times this week. Try the next week.',
    );
    expect(lastQuery()).toEqual({
      from: startOfDay(addDays(TODAY, 7), ZONE).toISOString(),
      to: startOfDay(addDays(TODAY, 14), ZONE).toISOString(),
      minutes: '30',
      trial: 'false',
    });
    // The first week named the length; the next is asked for it.
    expect(slotQueries.map((query) => query.minutes)).toEqual([undefined, '30']);
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeEnabled();
  });

  it('speaks Arabic, of a female Sheikh in her gender, with the same times', async () => {
    await changeLanguage('ar');
    openSection({ [SLOTS]: slotsRoute(WEEK_SLOTS) }, 'female');
    expect(await screen.findByRole('heading', { name: 'حجز درس' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '30 دقيقة' })).toBeChecked();
    expect(withoutIsolates(screen.getByTestId('booking-sheikh-zone').textContent ?? '')).toBe(
      `المنطقة الزمنية للمعلّمة: ${zoneNameAt(new Date(startOfDay(TODAY, ZONE)), 'ar', SHEIKH_ZONE)}`,
    );
    const tomorrow = await dayGroup(1, 'ar');
    expect(within(tomorrow).getByRole('button', { name: '10:00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'احجز' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'التكرار كل أسبوع لمدة' })).toBeInTheDocument();
  });

  it('says in Arabic that a male Sheikh takes no bookings yet', async () => {
    await changeLanguage('ar');
    openSection({ [SLOTS]: refusal(409, 'booking.not_bookable') }, 'male');
    expect(await screen.findByTestId('booking-not-bookable')).toHaveTextContent(
      'لا يستقبل هذا الشيخ حجوزات بعد.',
    );
  });
});

describe("booking on the Sheikh's page", () => {
  const page: TeacherPage = {
    _id: TEACHER_ID,
    name: 'Yusuf Karim',
    avatar: null,
    bio: null,
    experience: null,
    specializations: [],
    languages: [],
    gender: 'male',
    averageRating: 0,
    totalReviews: 0,
    lessonsTaught: 3,
    reviews: [],
  };

  function openPage(role: 'student' | 'teacher', blocked: boolean) {
    const sent = fakeApi({
      [`GET /teachers/${TEACHER_ID}`]: { status: 200, body: { data: page } },
      'GET /follows': { status: 200, body: { data: { teacherIds: [] } } },
      'GET /blocks': {
        status: 200,
        body: {
          data: {
            teachers: blocked
              ? [
                  {
                    _id: TEACHER_ID,
                    name: 'Yusuf Karim',
                    avatar: null,
                    blockedAt: '2026-05-01T00:00:00.000Z',
                    byGuardian: false,
                  },
                ]
              : [],
          },
        },
      },
      [SLOTS]: slotsRoute(WEEK_SLOTS),
    });
    const view = renderSignedIn(
      makeUser({ role }),
      <Routes>
        <Route path="/teachers/:id" element={<TeacherRoute />} />
      </Routes>,
      `/teachers/${TEACHER_ID}`,
    );
    act(() =>
      view.store.set(usersListAtom, [listedUser({ _id: TEACHER_ID, name: 'Yusuf Karim' })]),
    );
    return sent;
  }

  it('is offered to a student, below the Sheikh', async () => {
    openPage('student', false);
    expect(await screen.findByRole('heading', { name: 'Book a lesson' })).toBeInTheDocument();
    expect(await dayGroup(1)).toBeInTheDocument();
  });

  it('is not offered for a Sheikh the student blocked', async () => {
    const sent = openPage('student', true);
    await screen.findByTestId('blocked-notice');
    expect(screen.queryByRole('heading', { name: 'Book a lesson' })).not.toBeInTheDocument();
    expect(slotRequests(sent)).toEqual([]);
  });

  it('is not offered to a Sheikh', async () => {
    const sent = openPage('teacher', false);
    await screen.findByRole('heading', { name: 'Yusuf Karim' });
    expect(screen.queryByRole('heading', { name: 'Book a lesson' })).not.toBeInTheDocument();
    expect(slotRequests(sent)).toEqual([]);
  });
});
