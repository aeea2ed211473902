import { apiClient, type TeacherPage } from '@app/shared';

/** GET /teachers/{id}: a teacher's public page (no session needed). */
export async function getTeacherPage(id: string): Promise<TeacherPage> {
  const body = await apiClient.call('teachers.page', { params: { id } });
  return body.data;
}
