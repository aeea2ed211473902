import { apiClient, type Booking, type BookingRequest, type FreeSlots } from '@app/shared';

// A student's side of booking: a Sheikh's free slots, then a booking held for a minute, then
// confirmed or released. Plain calls: the booking feature wraps them in its queries.

/** The instants a slots question covers: at most SLOTS_WINDOW_MAX_DAYS apart. */
export interface SlotsWindow {
  from: string;
  to: string;
}

/** GET /teachers/{id}/slots: the Sheikh's free slots of one length, with the terms offered. */
export async function getFreeSlots(
  teacherId: string,
  window: SlotsWindow,
  minutes: number | undefined,
  trial: boolean,
): Promise<FreeSlots> {
  const answer = await apiClient.call('booking.slots', {
    params: { id: teacherId },
    query: {
      from: window.from,
      to: window.to,
      trial,
      ...(minutes === undefined ? {} : { minutes }),
    },
  });
  return answer.data;
}

/** POST /bookings: holds one lesson or a weekly series until its `heldUntil`. */
export async function holdBooking(request: BookingRequest): Promise<Booking> {
  return (await apiClient.call('booking.hold', { body: request })).data.booking;
}

/** POST /bookings/{id}/confirm: the held booking becomes booked lessons. */
export async function confirmBooking(bookingId: string): Promise<Booking> {
  return (await apiClient.call('booking.confirm', { params: { bookingId } })).data.booking;
}

/** POST /bookings/{id}/cancel: releases a held booking at once, not a minute later. */
export async function cancelBooking(bookingId: string): Promise<Booking> {
  return (await apiClient.call('booking.cancel', { params: { bookingId } })).data.booking;
}
