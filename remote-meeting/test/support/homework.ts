import type { Homework, HomeworkMark, HomeworkSubmission } from '@app/shared';

const DAY_MS = 24 * 3600 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/**
 * A homework as the API lists it: Al-Mulk 1-10, set a day ago by Sheikh Yusuf (t1) for student
 * s1, due in three days, nothing sent yet. Tests override only what they are about.
 */
export function makeHomework(over: Partial<Homework> = {}): Homework {
  return {
    id: 'hw',
    meetingId: 'm1',
    studentId: 's1',
    teacherId: 't1',
    teacherName: 'Yusuf',
    portion: { unit: 'ayat', from: { surah: 67, ayah: 1 }, to: { surah: 67, ayah: 10 } },
    range: { first: { surah: 67, ayah: 1 }, last: { surah: 67, ayah: 10 } },
    note: null,
    dueAt: daysFromNow(3),
    status: 'assigned',
    createdAt: daysFromNow(-1),
    acceptedAt: null,
    submissions: [],
    ...over,
  };
}

/** A recording sent today and waiting for review, its audio served by the API at its own path. */
export function makeSubmission(over: Partial<HomeworkSubmission> = {}): HomeworkSubmission {
  const id = over.id ?? 'sub-1';
  const homeworkId = over.homeworkId ?? 'hw';
  return {
    id,
    homeworkId,
    attempt: 1,
    status: 'submitted',
    audioType: 'audio/webm',
    bytes: 100_000,
    durationMs: 120_000,
    submittedAt: daysFromNow(0),
    audioPath: `/homework/${homeworkId}/submissions/${id}/audio`,
    audioDeletedAt: null,
    grade: null,
    reviewNote: null,
    reviewedAt: null,
    marks: [],
    ...over,
  };
}

/** A tajweed mark on Al-Mulk 67:2, its second word, at 01:05 into the recording. */
export function makeHomeworkMark(over: Partial<HomeworkMark> = {}): HomeworkMark {
  return {
    id: 'mk1',
    submissionId: 'sub-1',
    surah: 67,
    ayah: 2,
    word: 1,
    kind: 'tajweed',
    subRule: null,
    note: null,
    createdAt: daysFromNow(0),
    atMs: 65_000,
    ...over,
  };
}
