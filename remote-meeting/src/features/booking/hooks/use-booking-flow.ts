import type { Booking, BookingRequest } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelBooking, confirmBooking, holdBooking } from '../../../lib/booking/booking-api';
import { BOOKING_KEY } from '../../../lib/booking/booking-keys';
import { isHoldExpired, isSlotTaken } from '../booking-error';
import { holdDeadline } from '../hold-countdown';
import { teacherSlotsKey } from './use-week-slots';

/** A booking held for the student to confirm, and when this browser counts it released. */
export interface HeldBooking {
  booking: Booking;
  deadline: number;
}

/** What the section says after a step: the lessons booked, or why a hold was refused. */
export type BookingNotice =
  { kind: 'booked'; count: number } | { kind: 'refused'; error: unknown; slotsReloaded: boolean };

/**
 * Book, then confirm or back out: hold the picked times, confirm them within the minute, or
 * release them. `onPicksGone` clears the form's picks when they can no longer be booked as
 * they are (booked, taken by someone else, released).
 */
export function useBookingFlow(teacherId: string, onPicksGone: () => void) {
  const queryClient = useQueryClient();
  const hold = useMutation({ mutationFn: holdBooking });
  const confirm = useMutation({ mutationFn: confirmBooking });
  const release = useMutation({ mutationFn: cancelBooking });
  const [held, setHeld] = useState<HeldBooking | null>(null);
  const [notice, setNotice] = useState<BookingNotice | null>(null);

  const reloadSlots = () => queryClient.invalidateQueries({ queryKey: teacherSlotsKey(teacherId) });

  const book = (request: BookingRequest) => {
    setNotice(null);
    confirm.reset();
    hold.mutate(request, {
      onSuccess: (booking) =>
        setHeld({ booking, deadline: holdDeadline(booking.heldUntil, Date.now()) }),
      onError: (error) => {
        const taken = isSlotTaken(error);
        if (taken) {
          onPicksGone();
          void reloadSlots();
        }
        setNotice({ kind: 'refused', error, slotsReloaded: taken });
      },
    });
  };

  const confirmHeld = () => {
    if (!held) return;
    confirm.mutate(held.booking.id, {
      onSuccess: (booking) => {
        setHeld(null);
        onPicksGone();
        setNotice({ kind: 'booked', count: booking.lessons.length });
        // The upcoming lessons elsewhere and these slots both change.
        void queryClient.invalidateQueries({ queryKey: BOOKING_KEY });
      },
    });
  };

  /**
   * Leaves the confirmation. The time is released now rather than when its minute ends, unless
   * the server already let it go; after the minute the picks are cleared to be made again, while
   * a student who backs out keeps them to change.
   */
  const leave = (expired: boolean) => {
    if (!held) return;
    if (isHoldExpired(confirm.error)) void reloadSlots();
    else release.mutate(held.booking.id, { onSettled: () => void reloadSlots() });
    if (expired) onPicksGone();
    setHeld(null);
    confirm.reset();
  };

  return {
    held,
    notice,
    holding: hold.isPending,
    confirming: confirm.isPending,
    /** The server said the minute passed (the countdown may not have reached 0 here). */
    releasedByServer: isHoldExpired(confirm.error),
    confirmError: confirm.error && !isHoldExpired(confirm.error) ? confirm.error : null,
    book,
    confirmHeld,
    leave,
  };
}
