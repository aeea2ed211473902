import {
  apiClient,
  type HifzProgress,
  type WeeklyReport,
  type StudentEntry,
  type StudentRecord,
  type SurahProgress,
  type SurahStatus,
} from '@app/shared';

/** GET /classroom/students/{id}/record. */
export async function getRecord(studentId: string): Promise<StudentRecord> {
  const body = await apiClient.call('classroom.record', { params: { studentId } });
  return body.data;
}

/** GET /classroom/students/{id}/hifz: the lanes' entries, what is memorised, what is due. */
export async function getHifzProgress(studentId: string): Promise<HifzProgress> {
  return (await apiClient.call('hifz.progress', { params: { studentId } })).data;
}

/** GET /classroom/students: a teacher's students, or every student with a session (admins). */
export async function listStudents(): Promise<StudentEntry[]> {
  return (await apiClient.call('classroom.students')).data;
}

/** PUT /classroom/students/{id}/surahs/{surah}: the teacher sets a surah's status. */
export async function setSurahStatus(
  studentId: string,
  surah: number,
  status: SurahStatus,
): Promise<SurahProgress> {
  const body = await apiClient.call('classroom.setSurahStatus', {
    params: { studentId, surah },
    body: { status },
  });
  return body.data;
}

/** GET /classroom/students/{id}/hifz/week: the student's last seven days. */
export async function getWeeklyReport(studentId: string): Promise<WeeklyReport> {
  return (await apiClient.call('hifz.week', { params: { studentId } })).data;
}
