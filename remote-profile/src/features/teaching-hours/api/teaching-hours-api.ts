import { apiClient, type TeachingHours } from '@app/shared';

/** The signed-in Sheikh's own hours; under `booking`, so a refresh of all bookings reaches it. */
export const TEACHING_HOURS_KEY = ['booking', 'hours'] as const;

/** The Sheikh's saved hours, or null before the first save (nobody can book yet). */
export async function fetchTeachingHours(): Promise<TeachingHours | null> {
  const { data } = await apiClient.call('booking.hours');
  return data.hours;
}

/** Replaces the Sheikh's hours with `hours`; answers them as saved. */
export async function saveTeachingHours(hours: TeachingHours): Promise<TeachingHours | null> {
  const { data } = await apiClient.call('booking.updateHours', { body: hours });
  return data.hours;
}
