import { dayIn, type FreeSlot, type LocalDay } from '@app/shared';

/** One day of the week view and its free slots, earliest first. */
export interface DaySlots {
  day: LocalDay;
  slots: FreeSlot[];
}

/**
 * The slots under the viewer's own days: a slot belongs to the day it starts on in the viewer's
 * zone (the Sheikh's Monday evening may be the viewer's Tuesday morning). Every day is listed,
 * with no slots when it has none; a slot outside the days is left out.
 */
export function slotsByDay(
  slots: readonly FreeSlot[],
  days: readonly LocalDay[],
  timeZone: string,
): DaySlots[] {
  const byDay = new Map<LocalDay, FreeSlot[]>(days.map((day) => [day, []]));
  for (const slot of slots) byDay.get(dayIn(slot.startsAt, timeZone))?.push(slot);
  return days.map((day) => ({
    day,
    slots: (byDay.get(day) ?? []).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
  }));
}
