import { ApiError } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BOOKING_KEY, freeSlotsKey } from '../../../lib/booking/booking-keys';
import type { SlotsWindow } from '../../../lib/booking/booking-api';
import { loadWeekSlots } from '../api/load-week-slots';
import type { LessonChoice } from '../lesson-choice';

/** Every slots question about one Sheikh (the start of freeSlotsKey), to reload them all. */
export const teacherSlotsKey = (teacherId: string) => [...BOOKING_KEY, 'slots', teacherId] as const;

/**
 * One shown week's free slots. The previous week's answer stays while the next one loads, so
 * the lengths and zones do not blink away (the slots themselves are not shown from it).
 */
export function useWeekSlots(teacherId: string, window: SlotsWindow, wanted: LessonChoice | null) {
  return useQuery({
    queryKey: freeSlotsKey(teacherId, window.from, wanted?.minutes ?? 0, wanted?.trial ?? false),
    queryFn: () => loadWeekSlots(teacherId, window, wanted),
    placeholderData: keepPreviousData,
    // A refusal (no hours, a guardian's settings) stays one: only a failing server is retried.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
