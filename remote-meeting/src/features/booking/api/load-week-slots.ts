import type { FreeSlots } from '@app/shared';
import { getFreeSlots, type SlotsWindow } from '../../../lib/booking/booking-api';
import type { LessonChoice } from '../lesson-choice';

/** A week's free slots with the length they were asked for. */
export interface WeekSlots extends FreeSlots {
  choice: LessonChoice;
}

/**
 * The free slots of a window for the wanted length; before one is chosen, the server answers
 * for the Sheikh's shortest length and says which, with the lengths offered.
 */
export async function loadWeekSlots(
  teacherId: string,
  window: SlotsWindow,
  wanted: LessonChoice | null,
): Promise<WeekSlots> {
  const trial = wanted?.trial ?? false;
  const answer = await getFreeSlots(teacherId, window, wanted?.minutes, trial);
  return { ...answer, choice: { minutes: answer.minutes, trial } };
}
