import { apiClient, type Homework, type NewHomework } from '@app/shared';

/** POST /classroom/meetings/{id}/homework: the Sheikh sets a portion to record by a day. */
export async function setHomework(meetingId: string, homework: NewHomework): Promise<Homework> {
  const body = await apiClient.call('homework.set', { params: { meetingId }, body: homework });
  return body.data;
}

/** GET /classroom/students/{id}/homework: the student's homework, newest first. */
export async function getStudentHomework(studentId: string): Promise<Homework[]> {
  return (await apiClient.call('homework.ofStudent', { params: { studentId } })).data;
}
