import {
  apiClient,
  PAST_LESSONS_PAGE_SIZE,
  type BookedLesson,
  type PastLessonsPage,
  type PastLessonsQuery,
} from '@app/shared';

// The signed-in user's own booked lessons, as a student or as a Sheikh: the server takes who is
// asking from the session, so the same calls serve both sides.

/**
 * `GET /booked-lessons`: the lessons from now (a running one included) up to the booking
 * horizon, in time order, whatever their status.
 */
export async function getBookedLessons(): Promise<BookedLesson[]> {
  return (await apiClient.call('booking.lessons', { query: {} })).data.lessons;
}

/** `GET /booked-lessons/past`: one page of the lessons whose time is over, newest first. */
export async function getPastLessons({
  limit = PAST_LESSONS_PAGE_SIZE,
  cursor,
}: PastLessonsQuery): Promise<PastLessonsPage> {
  return (await apiClient.call('booking.pastLessons', { query: { limit, cursor } })).data;
}

/** `POST /booked-lessons/{id}/cancel`: either side cancels one lesson that has not started. */
export async function cancelBookedLesson(lessonId: string): Promise<BookedLesson> {
  return (await apiClient.call('booking.cancelLesson', { params: { lessonId } })).data.lesson;
}

/** `POST /booked-lessons/{id}/move`: the student moves one lesson to another free slot. */
export async function moveBookedLesson(lessonId: string, startsAt: string): Promise<BookedLesson> {
  return (await apiClient.call('booking.moveLesson', { params: { lessonId }, body: { startsAt } }))
    .data.lesson;
}

/**
 * `POST /booked-lessons/{id}/join`: the student came to its lesson (in its join window). The
 * lesson itself starts with the usual call; this is what the attendance counts as having come.
 */
export async function joinBookedLesson(lessonId: string): Promise<BookedLesson> {
  return (await apiClient.call('booking.join', { params: { lessonId } })).data.lesson;
}
