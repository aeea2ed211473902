import { apiError } from '../lib/http-error';
import type { HomeworkRepository } from './homework-repository';
import type { HomeworkRow, SubmissionRow } from './homework-tables';

/** The homework, or 404 `homework.not_found`. */
export async function homeworkOf(repository: HomeworkRepository, id: string): Promise<HomeworkRow> {
  const homework = await repository.findHomework(id);
  if (!homework) throw apiError('homework.not_found');
  return homework;
}

/** One of the homework's recordings, or 404 (another homework's is not found here). */
export async function submissionOf(
  repository: HomeworkRepository,
  homework: HomeworkRow,
  id: string,
): Promise<SubmissionRow> {
  const submission = await repository.findSubmission(id);
  if (!submission || submission.homeworkId !== homework.id) {
    throw apiError('homework.submission_not_found');
  }
  return submission;
}
