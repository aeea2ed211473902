// Recited homework: the Sheikh sets a portion with a due date, the student records its
// recitation in the browser and sends it, and the Sheikh listens, marks words at their time in
// the recording, grades it and accepts it or asks for it again (docs/hifz.md#recited-homework).
// Used by the API (rules, storage) and, later, the meeting remote.

/** What a homework's row keeps. */
export const HOMEWORK_STATES = ['assigned', 'submitted', 'needs_resubmission', 'accepted'] as const;
export type HomeworkState = (typeof HOMEWORK_STATES)[number];

/**
 * A homework's status as read: its state, or `late` when it is assigned or sent back and its
 * due date has passed (derived from the clock when read, never stored).
 */
export const HOMEWORK_STATUSES = [...HOMEWORK_STATES, 'late'] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];

/**
 * One recording sent for a homework: waiting for review, sent back, accepted, or replaced by a
 * newer one the student sent before the Sheikh reviewed it.
 */
export const SUBMISSION_STATUSES = [
  'submitted',
  'needs_resubmission',
  'accepted',
  'replaced',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What a review decides. */
export const REVIEW_OUTCOMES = ['accept', 'resubmit'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** The recordings the browser's MediaRecorder makes (Opus), by content type. */
export const HOMEWORK_AUDIO_TYPES = ['audio/webm', 'audio/ogg'] as const;
export type HomeworkAudioType = (typeof HOMEWORK_AUDIO_TYPES)[number];

/** Longest recording, in milliseconds (10 minutes). */
export const HOMEWORK_DURATION_MAX_MS = 10 * 60 * 1000;

/**
 * Largest recording, in bytes: 10 minutes of Opus at the recorder's 64 kbps is about 4.8 MB,
 * and the container adds little.
 */
export const HOMEWORK_AUDIO_MAX_BYTES = 6 * 1024 * 1024;

/** Longest note on a homework or on a review. */
export const HOMEWORK_NOTE_MAX = 500;

/** How far ahead a due date may be, in days. */
export const HOMEWORK_DUE_MAX_DAYS = 90;

/** Homework not yet accepted that one Sheikh may have set one student at a time. */
export const HOMEWORK_OPEN_MAX = 20;

/** Recordings one homework may receive. */
export const HOMEWORK_SUBMISSIONS_MAX = 10;

/** Recordings waiting for review that the Sheikh's list shows at once (the oldest first). */
export const HOMEWORK_WAITING_MAX = 100;

/** Marks one recording may carry. */
export const HOMEWORK_MARKS_MAX = 200;

/** Where a recording is played from (served with byte ranges, outside the JSON routes). */
export const homeworkAudioPath = (homeworkId: string, submissionId: string) =>
  `/homework/${homeworkId}/submissions/${submissionId}/audio`;

export type {
  Homework,
  HomeworkMark,
  HomeworkReview,
  HomeworkSubmission,
  NewHomework,
  NewHomeworkMark,
  WaitingHomework,
} from './api-contract/homework-contract';
