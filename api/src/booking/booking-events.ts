import type { BookedLesson } from '@app/shared/protocol';
import { TypedEmitter } from '../lib/typed-emitter';

/**
 * What the booking service announces once stored: notifications tell the other side that
 * lessons were booked, that one was cancelled or moved.
 */
export interface BookingEvents extends Record<string, unknown> {
  /** A student confirmed a booking: its lessons, in time order. */
  lessonsBooked: { lessons: BookedLesson[] };
  /** One side cancelled lessons (one, or the rest of a series): `byUserId` is who. */
  lessonsCancelled: { lessons: BookedLesson[]; byUserId: string };
  /** The student moved one lesson: its new time, and when it was before. */
  lessonMoved: { lesson: BookedLesson; previousStartsAt: string };
  /** Lessons whose attendance was just decided (each by one API process). */
  attendanceDecided: { lessons: BookedLesson[] };
}

/** The in-process hub for booking events, decorated on the app as `bookingEvents`. */
export class BookingEventHub extends TypedEmitter<BookingEvents> {}
