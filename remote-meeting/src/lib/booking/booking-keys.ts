// The query keys of booked lessons, here because two features read and refresh the same lists:
// booking on a Sheikh's page holds and confirms lessons, and the upcoming lessons on /main list
// and cancel them. A change made in one place reloads the list in the other.

/** Everything about bookings, for a refresh after a change whose reach is unclear. */
export const BOOKING_KEY = ['booking'] as const;

/** A Sheikh's free slots over a window (GET /teachers/{id}/slots). */
export const freeSlotsKey = (teacherId: string, from: string, minutes: number, trial: boolean) =>
  [...BOOKING_KEY, 'slots', teacherId, from, minutes, trial] as const;

/** The signed-in user's own booked lessons (GET /booked-lessons). */
export const BOOKED_LESSONS_KEY = [...BOOKING_KEY, 'lessons'] as const;

/** The signed-in user's own past booked lessons, page after page (GET /booked-lessons/past). */
export const PAST_LESSONS_KEY = [...BOOKING_KEY, 'past'] as const;
