import { apiClient, type HifzEntry, type NewHifzEntry } from '@app/shared';

/** The query key of a session's lane entries, refreshed after each one recorded. */
export const lessonHifzKey = (meetingId: string) => ['hifz', 'lesson', meetingId] as const;

/** POST /classroom/meetings/{id}/hifz: the Sheikh records one lane of the session. */
export async function recordHifz(meetingId: string, entry: NewHifzEntry): Promise<HifzEntry> {
  const body = await apiClient.call('hifz.record', { params: { meetingId }, body: entry });
  return body.data;
}

/** GET /classroom/meetings/{id}/hifz: the lanes recorded in the session so far. */
export async function getLessonHifz(meetingId: string): Promise<HifzEntry[]> {
  return (await apiClient.call('hifz.ofLesson', { params: { meetingId } })).data;
}
