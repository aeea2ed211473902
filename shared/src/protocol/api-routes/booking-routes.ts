import type { RouteTable } from './route-table';

/**
 * Booked lessons: a Sheikh's own weekly hours, a Sheikh's free slots, bookings (held, then
 * confirmed) and the booked lessons each side has; admins read each user's attendance counts.
 */
export const BOOKING_ROUTES = {
  'booking.hours': { method: 'GET', path: '/booking/hours' },
  'booking.updateHours': { method: 'PUT', path: '/booking/hours' },
  'booking.slots': { method: 'GET', path: '/teachers/:id/slots' },
  'booking.hold': { method: 'POST', path: '/bookings' },
  'booking.confirm': { method: 'POST', path: '/bookings/:bookingId/confirm' },
  'booking.cancel': { method: 'POST', path: '/bookings/:bookingId/cancel' },
  'booking.lessons': { method: 'GET', path: '/booked-lessons' },
  'booking.pastLessons': { method: 'GET', path: '/booked-lessons/past' },
  'booking.cancelLesson': { method: 'POST', path: '/booked-lessons/:lessonId/cancel' },
  'booking.moveLesson': { method: 'POST', path: '/booked-lessons/:lessonId/move' },
  'booking.join': { method: 'POST', path: '/booked-lessons/:lessonId/join' },
  'booking.attendanceOf': { method: 'GET', path: '/admin/users/:id/attendance' },
} as const satisfies RouteTable;
