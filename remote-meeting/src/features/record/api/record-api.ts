import { apiClient, type StudentRecord, type SurahProgress, type SurahStatus } from '@app/shared';

export interface StudentEntry {
  id: string;
  name: string;
}

/** GET /classroom/students/{id}/record. */
export async function getRecord(studentId: string): Promise<StudentRecord> {
  const body = await apiClient.get<{ data: StudentRecord }>(
    `/classroom/students/${studentId}/record`,
  );
  return body.data;
}

/** GET /classroom/students: a teacher's students, or every student with a session (admins). */
export async function listStudents(): Promise<StudentEntry[]> {
  return (await apiClient.get<{ data: StudentEntry[] }>('/classroom/students')).data;
}

/** PUT /classroom/students/{id}/surahs/{surah}: the teacher sets a surah's status. */
export async function setSurahStatus(
  studentId: string,
  surah: number,
  status: SurahStatus,
): Promise<SurahProgress> {
  const body = await apiClient.put<{ data: SurahProgress }>(
    `/classroom/students/${studentId}/surahs/${surah}`,
    { status },
  );
  return body.data;
}
