import { homeworkReviewEn } from './homework-review-en';
import { homeworkStudentEn } from './homework-student-en';

/**
 * Recited homework (namespace `homework`), English: its statuses, what the student sees and
 * records, and the Sheikh's review.
 */
export const homeworkEn = {
  title: 'Homework',
  status: {
    assigned: 'To record',
    submitted: 'Waiting for review',
    needs_resubmission: 'Record again',
    accepted: 'Accepted',
    late: 'Late',
  },
  student: homeworkStudentEn,
  review: homeworkReviewEn,
};
