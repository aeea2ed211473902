import { apiClient, type TeacherPage } from '@app/shared';

/** GET /teachers/{id}: a teacher's public page (no session needed). */
export async function getTeacherPage(id: string): Promise<TeacherPage> {
  const body = await apiClient.get<{ data: TeacherPage }>(`/teachers/${encodeURIComponent(id)}`);
  return body.data;
}
