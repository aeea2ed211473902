import {
  apiClient,
  type Homework,
  type HomeworkMark,
  type HomeworkReview,
  type NewHomeworkMark,
  type WaitingHomework,
} from '@app/shared';

/** The recording a call is about. */
export interface SubmissionIds {
  homeworkId: string;
  submissionId: string;
}

/** POST .../marks: the Sheikh marks a word at its moment in the recording. */
export async function addHomeworkMark(
  ids: SubmissionIds,
  mark: NewHomeworkMark,
): Promise<HomeworkMark> {
  return (await apiClient.call('homework.addMark', { params: ids, body: mark })).data;
}

/** DELETE .../marks/{markId}: takes a mark back, while the recording waits for review. */
export async function removeHomeworkMark(ids: SubmissionIds, markId: string): Promise<void> {
  await apiClient.call('homework.removeMark', { params: { ...ids, markId } });
}

/** PUT .../review: the grade, and the recording accepted or asked for again. */
export async function reviewSubmission(
  ids: SubmissionIds,
  review: HomeworkReview,
): Promise<Homework> {
  return (await apiClient.call('homework.review', { params: ids, body: review })).data;
}

/** GET /homework/waiting: the Sheikh's recordings waiting for review, the oldest first. */
export async function getWaitingHomework(): Promise<WaitingHomework[]> {
  return (await apiClient.call('homework.waiting')).data;
}
