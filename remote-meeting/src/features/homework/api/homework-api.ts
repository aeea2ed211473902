import { apiClient, type Homework, type HomeworkSubmission } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { homeworkOfStudentKey } from '../../../lib/homework/homework-keys';

/**
 * The query of one student's homework: the lesson's key, which setting and reviewing homework
 * refresh too.
 */
export const homeworkKey = (studentId: string) => homeworkOfStudentKey(studentId);

/** GET /classroom/students/{id}/homework: each homework with its recordings, marks and reviews. */
export async function listHomework(studentId: string): Promise<Homework[]> {
  return (await apiClient.call('homework.ofStudent', { params: { studentId } })).data;
}

/**
 * PUT /homework/{id}/submissions/{submissionId}: the recording as the body, typed by the blob's
 * own type. The submission id is the client's, so sending it again after a failure is the same
 * request (the server answers the stored one).
 */
export async function submitRecording(
  homeworkId: string,
  submissionId: string,
  blob: Blob,
  durationMs: number,
): Promise<HomeworkSubmission> {
  const body = await apiClient.call('homework.submit', {
    params: { homeworkId, submissionId },
    query: { durationMs },
    body: blob,
  });
  return body.data;
}

/** One student's homework, as the record shows it. */
export function useHomework(studentId: string) {
  return useQuery({ queryKey: homeworkKey(studentId), queryFn: () => listHomework(studentId) });
}
