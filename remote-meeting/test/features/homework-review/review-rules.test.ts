import type { Homework, HomeworkMark, HomeworkSubmission } from '@app/shared';
import {
  asPageMark,
  currentMarks,
  earlierSubmissions,
  momentOf,
  submissionToReview,
} from '../../../src/features/homework-review/review-rules';

const submission = (attempt: number, status: HomeworkSubmission['status']): HomeworkSubmission => ({
  id: `sub-${attempt}`,
  homeworkId: 'hw',
  attempt,
  status,
  audioType: 'audio/webm',
  bytes: 1000,
  durationMs: 60_000,
  submittedAt: `2026-03-0${attempt}T10:00:00.000Z`,
  audioPath: `/homework/hw/submissions/sub-${attempt}/audio`,
  audioDeletedAt: null,
  grade: status === 'needs_resubmission' ? 'weak' : null,
  reviewNote: null,
  reviewedAt: null,
  marks: [],
});

const homework = (submissions: HomeworkSubmission[]): Homework => ({
  id: 'hw',
  meetingId: 'meeting',
  studentId: 'student',
  teacherId: 'teacher',
  teacherName: 'Yusuf',
  portion: { unit: 'ayat', from: { surah: 67, ayah: 1 }, to: { surah: 67, ayah: 10 } },
  range: { first: { surah: 67, ayah: 1 }, last: { surah: 67, ayah: 10 } },
  note: null,
  dueAt: '2026-03-10T20:59:59.000Z',
  status: 'submitted',
  createdAt: '2026-03-01T09:00:00.000Z',
  acceptedAt: null,
  submissions,
});

const mark = (id: string, atMs: number, createdAt = '2026-03-02T10:00:00.000Z'): HomeworkMark => ({
  id,
  submissionId: 'sub-2',
  surah: 67,
  ayah: 2,
  word: 1,
  kind: 'tajweed',
  subRule: null,
  note: null,
  createdAt,
  atMs,
});

describe('the recording to review', () => {
  it('is the newest one while it waits for review', () => {
    const sent = homework([submission(1, 'needs_resubmission'), submission(2, 'submitted')]);
    expect(submissionToReview(sent)?.id).toBe('sub-2');
    expect(earlierSubmissions(sent, submissionToReview(sent)).map((s) => s.id)).toEqual(['sub-1']);
  });

  it('is none once the newest was reviewed, and every recording is an earlier one', () => {
    const reviewed = homework([submission(1, 'needs_resubmission'), submission(2, 'accepted')]);
    expect(submissionToReview(reviewed)).toBeNull();
    expect(earlierSubmissions(reviewed, null).map((s) => s.id)).toEqual(['sub-2', 'sub-1']);
    expect(submissionToReview(homework([]))).toBeNull();
  });

  it('is not an older one still marked submitted behind a newer one', () => {
    const odd = homework([submission(1, 'submitted'), submission(2, 'replaced')]);
    expect(submissionToReview(odd)).toBeNull();
  });
});

describe('a mark’s moment', () => {
  it('is the player’s time in whole milliseconds', () => {
    expect(momentOf(12.3456, 60_000)).toBe(12_346);
    expect(momentOf(0, 60_000)).toBe(0);
  });

  it('never runs past the recording’s measured end, nor before its start', () => {
    expect(momentOf(60.02, 60_000)).toBe(60_000);
    expect(momentOf(-1, 60_000)).toBe(0);
    expect(momentOf(Number.NaN, 60_000)).toBe(0);
  });
});

describe('the marks shown', () => {
  it('are the listed ones, those added and not those removed, in the order heard', () => {
    const listed = [mark('a', 5000), mark('b', 1000)];
    const added = [mark('c', 3000), mark('a', 5000)];
    expect(currentMarks(listed, added, new Set(['b'])).map((m) => m.id)).toEqual(['c', 'a']);
  });

  it('keep the order they were made in at the same moment', () => {
    const early = mark('x', 2000, '2026-03-02T10:00:00.000Z');
    const late = mark('y', 2000, '2026-03-02T10:00:05.000Z');
    expect(currentMarks([late, early], [], new Set()).map((m) => m.id)).toEqual(['x', 'y']);
  });

  it('are drawn on the page as the student’s marks of the session that set the homework', () => {
    const drawn = asPageMark(mark('a', 1000), homework([]));
    expect(drawn).toMatchObject({ id: 'a', meetingId: 'meeting', studentId: 'student' });
    expect(drawn).toMatchObject({ surah: 67, ayah: 2, word: 1, kind: 'tajweed' });
  });
});
