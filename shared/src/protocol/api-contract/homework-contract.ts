import { z } from 'zod';
import type { HOMEWORK_ROUTES } from '../api-routes/homework-routes';
import { HIFZ_GRADES } from '../hifz';
import {
  HOMEWORK_AUDIO_TYPES,
  HOMEWORK_DURATION_MAX_MS,
  HOMEWORK_NOTE_MAX,
  HOMEWORK_STATUSES,
  REVIEW_OUTCOMES,
  SUBMISSION_STATUSES,
} from '../homework';
import { CLASSROOM_CONTRACT, markSchema } from './classroom-contract';
import { HIFZ_CONTRACT } from './hifz-contract';
import { dataOf, type ContractFor } from './route-schemas';

// Shapes only: whether a due date lies between now and 90 days ahead, whether a mark's ayah is
// in the portion and its time within the recording, and the recording's bytes are the API's
// rules, which answer their own codes.

// A portion and its ayat are hifz's shapes (one schema per OpenAPI id), and a mark is a
// lesson's mark (its word, kind, sub-rule and note) with its time in the recording.
const { portion: portionSchema } = HIFZ_CONTRACT['hifz.record'].body.shape;
const { range: rangeSchema } = HIFZ_CONTRACT['hifz.record'].response.shape.data.shape;
const lessonMarkSchema = CLASSROOM_CONTRACT['classroom.addMark'].body;

const isoDate = z.string();
const atMs = z.number().int().min(0).max(HOMEWORK_DURATION_MAX_MS);

const meetingParams = z.object({ meetingId: z.uuid() });
const studentParams = z.object({ studentId: z.uuid() });
const submissionParams = z.object({ homeworkId: z.uuid(), submissionId: z.uuid() });
const markParams = submissionParams.extend({ markId: z.uuid() });

const newHomeworkSchema = z.object({
  portion: portionSchema,
  /** Not in the past, at most HOMEWORK_DUE_MAX_DAYS ahead. */
  dueAt: z.iso.datetime({ offset: true }),
  note: z.string().trim().max(HOMEWORK_NOTE_MAX).nullish(),
  /** Needed only when the lesson has more than one student. */
  studentId: z.uuid().optional(),
});

/** What the Sheikh sends to set homework in a lesson. */
export type NewHomework = z.output<typeof newHomeworkSchema>;

const submitQuerySchema = z.object({
  /** The recording's length as the recorder measured it; at most 10 minutes. */
  durationMs: z.coerce.number().int().min(1).max(HOMEWORK_DURATION_MAX_MS),
});

const newMarkSchema = lessonMarkSchema.omit({ studentId: true }).extend({
  /** Where in the recording the word is heard, in milliseconds from its start. */
  atMs,
});

/** What the Sheikh sends to mark a word of a recording. */
export type NewHomeworkMark = z.output<typeof newMarkSchema>;

const reviewSchema = z.object({
  grade: z.enum(HIFZ_GRADES),
  outcome: z.enum(REVIEW_OUTCOMES),
  note: z.string().trim().max(HOMEWORK_NOTE_MAX).nullish(),
});

/** What the Sheikh sends to review a recording: its grade, and accept or ask again. */
export type HomeworkReview = z.output<typeof reviewSchema>;

const homeworkMarkSchema = markSchema
  .omit({ meetingId: true, studentId: true })
  .extend({ submissionId: z.uuid(), atMs })
  .meta({ id: 'HomeworkMark' });

/** A word marked at its time in a recording. */
export type HomeworkMark = z.output<typeof homeworkMarkSchema>;

const submissionSchema = z
  .object({
    id: z.uuid(),
    homeworkId: z.uuid(),
    /** 1 for the homework's first recording, then 2 and so on. */
    attempt: z.number().int(),
    status: z.enum(SUBMISSION_STATUSES),
    audioType: z.enum(HOMEWORK_AUDIO_TYPES),
    bytes: z.number().int(),
    durationMs: z.number().int(),
    submittedAt: isoDate,
    /** Where to play it; null once deleted, or when the reader may not hear it. */
    audioPath: z.string().nullable(),
    /** When the recording was deleted (its retention ran out); null while it is kept. */
    audioDeletedAt: isoDate.nullable(),
    /** The review: null until the Sheikh reviews it. */
    grade: z.enum(HIFZ_GRADES).nullable(),
    reviewNote: z.string().nullable(),
    reviewedAt: isoDate.nullable(),
    /** In the order of their time in the recording. */
    marks: z.array(homeworkMarkSchema),
  })
  .meta({ id: 'HomeworkSubmission' });

/** One recording sent for a homework, with its marks and review. */
export type HomeworkSubmission = z.output<typeof submissionSchema>;

const homeworkSchema = z
  .object({
    id: z.uuid(),
    meetingId: z.uuid(),
    studentId: z.uuid(),
    /** Null once the Sheikh's account is gone. */
    teacherId: z.uuid().nullable(),
    teacherName: z.string().nullable(),
    /** As the Sheikh named it. */
    portion: portionSchema,
    /** The ayat it covers. */
    range: rangeSchema,
    note: z.string().nullable(),
    dueAt: isoDate,
    status: z.enum(HOMEWORK_STATUSES),
    createdAt: isoDate,
    acceptedAt: isoDate.nullable(),
    /** In the order they were sent. */
    submissions: z.array(submissionSchema),
  })
  .meta({ id: 'Homework' });

/** A recited homework: the portion, its due date, its status and what was sent for it. */
export type Homework = z.output<typeof homeworkSchema>;

const waitingHomeworkSchema = homeworkSchema
  .extend({ studentName: z.string() })
  .meta({ id: 'WaitingHomework' });

/** A homework whose latest recording waits for the Sheikh's review, with the student's name. */
export type WaitingHomework = z.output<typeof waitingHomeworkSchema>;

export const HOMEWORK_CONTRACT = {
  'homework.set': {
    params: meetingParams,
    body: newHomeworkSchema,
    status: 201,
    response: dataOf(homeworkSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'homework.ofStudent': {
    params: studentParams,
    response: dataOf(z.array(homeworkSchema).meta({ id: 'HomeworkList' })),
    errors: [400, 401, 403, 404],
  },
  // The recording is the body itself (`audio/webm` or `audio/ogg`, codecs allowed), streamed
  // to disk by the handler. Sent again with the same submission id after a dropped connection,
  // it answers the stored submission or stores it whole.
  'homework.submit': {
    params: submissionParams,
    query: submitQuerySchema,
    rawBody: HOMEWORK_AUDIO_TYPES,
    status: 201,
    response: dataOf(submissionSchema),
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  'homework.addMark': {
    params: submissionParams,
    body: newMarkSchema,
    status: 201,
    response: dataOf(homeworkMarkSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'homework.removeMark': {
    params: markParams,
    response: dataOf(z.object({ id: z.uuid() })),
    errors: [400, 401, 403, 404, 409],
  },
  'homework.waiting': {
    response: dataOf(z.array(waitingHomeworkSchema).meta({ id: 'WaitingHomeworkList' })),
    errors: [401, 403],
  },
  'homework.review': {
    params: submissionParams,
    body: reviewSchema,
    response: dataOf(homeworkSchema),
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies ContractFor<typeof HOMEWORK_ROUTES>;
