import { apiClient } from '@app/shared';
import type { TeacherStatus } from '../wait-for-teacher';

/** GET /meetings/teacher-status/{roomId}: has the teacher joined yet? */
export async function getTeacherStatus(roomName: string): Promise<TeacherStatus> {
  const body = await apiClient.get<{ data: TeacherStatus }>(
    `/meetings/teacher-status/${encodeURIComponent(roomName)}`,
  );
  return body.data;
}
