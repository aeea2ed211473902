import type { HomeworkSubmission } from '@app/shared';
import { submissionUnderReview } from '../../src/lib/homework/submission-under-review';
import { makeHomework, makeSubmission } from '../support/homework';

const sent = (attempt: number, status: HomeworkSubmission['status']) =>
  makeSubmission({ id: `sub-${attempt}`, attempt, status });

const SETTER = 't1';

describe('the recording under review', () => {
  it('is the newest one, while it waits for review, for the Sheikh who set the homework', () => {
    const homework = makeHomework({
      submissions: [sent(1, 'needs_resubmission'), sent(2, 'submitted')],
    });
    expect(submissionUnderReview(homework, SETTER)?.id).toBe('sub-2');
  });

  it('is none for any other reader', () => {
    const homework = makeHomework({ submissions: [sent(1, 'submitted')] });
    expect(submissionUnderReview(homework, 't2')).toBeNull();
    expect(submissionUnderReview(homework, 's1')).toBeNull();
    expect(submissionUnderReview(homework, undefined)).toBeNull();
  });

  it('is none once the newest was reviewed, or before anything was sent', () => {
    const reviewed = makeHomework({
      submissions: [sent(1, 'needs_resubmission'), sent(2, 'accepted')],
    });
    expect(submissionUnderReview(reviewed, SETTER)).toBeNull();
    expect(submissionUnderReview(makeHomework(), SETTER)).toBeNull();
  });

  it('is not an older one still marked submitted behind a newer one', () => {
    const odd = makeHomework({ submissions: [sent(1, 'submitted'), sent(2, 'replaced')] });
    expect(submissionUnderReview(odd, SETTER)).toBeNull();
  });
});
