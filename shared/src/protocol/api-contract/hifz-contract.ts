import { z } from 'zod';
import type { HIFZ_ROUTES } from '../api-routes/hifz-routes';
import { MUSHAF_PAGES, SURAH_COUNT } from '../classroom';
import { HIFZ_GRADES, HIFZ_LANES, HIFZ_NOTE_MAX, type AyahRange, type Portion } from '../hifz';
import { dataOf, type ContractFor } from './route-schemas';

// Shapes only: whether an ayah exists in its surah and whether a range runs forwards are the
// API's range rules, which answer their own codes.

/** The juz of the mushaf. */
const JUZ_COUNT = 30;

const isoDate = z.string();
const ayahRef = z.object({
  surah: z.number().int().min(1).max(SURAH_COUNT),
  ayah: z.number().int().min(1).max(1000),
});
const page = z.number().int().min(1).max(MUSHAF_PAGES);
const juz = z.number().int().min(1).max(JUZ_COUNT);

const portionSchema = z
  .discriminatedUnion('unit', [
    z.object({ unit: z.literal('ayat'), from: ayahRef, to: ayahRef }),
    z.object({ unit: z.literal('pages'), from: page, to: page }),
    z.object({ unit: z.literal('juz'), from: juz, to: juz }),
  ])
  .meta({ id: 'Portion' }) satisfies z.ZodType<Portion>;

const rangeSchema = z
  .object({ first: ayahRef, last: ayahRef })
  .meta({ id: 'AyahRange' }) satisfies z.ZodType<AyahRange>;

const meetingParams = z.object({ meetingId: z.uuid() });
const studentParams = z.object({ studentId: z.uuid() });

const newEntrySchema = z.object({
  lane: z.enum(HIFZ_LANES),
  portion: portionSchema,
  grade: z.enum(HIFZ_GRADES),
  note: z.string().trim().max(HIFZ_NOTE_MAX).nullish(),
  /** Needed only when the lesson has more than one student. */
  studentId: z.uuid().optional(),
});

/** What the Sheikh sends to record one lane of a lesson. */
export type NewHifzEntry = z.output<typeof newEntrySchema>;

const entrySchema = z
  .object({
    id: z.uuid(),
    meetingId: z.uuid(),
    studentId: z.uuid(),
    /** Null once the Sheikh's account is gone. */
    teacherName: z.string().nullable(),
    lane: z.enum(HIFZ_LANES),
    /** As the Sheikh named it. */
    portion: portionSchema,
    /** The ayat it covers. */
    range: rangeSchema,
    grade: z.enum(HIFZ_GRADES),
    note: z.string().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: 'HifzEntry' });

/** One lane of one lesson: a portion and its grade. */
export type HifzEntry = z.output<typeof entrySchema>;

const reviewPageSchema = z.object({
  page,
  /** When it is due; a memorised page never graded is due now. */
  dueAt: isoDate,
  /** The last grade it had, null when never graded. */
  grade: z.enum(HIFZ_GRADES).nullable(),
  intervalDays: z.number().int().nullable(),
});

/** A memorised page in the revision schedule. */
export type ReviewPage = z.output<typeof reviewPageSchema>;

const shareSchema = z.object({ memorised: z.number().int(), total: z.number().int() });

const progressSchema = z
  .object({
    /** The newest entries first. */
    entries: z.array(entrySchema),
    /** What is memorised, in reading order, as disjoint ranges. */
    memorised: z.array(rangeSchema),
    /** Memorised ayat of each juz, 1 to 30. */
    juz: z.array(shareSchema.extend({ juz })),
    /** Memorised ayat of each surah, 1 to 114. */
    surahs: z.array(shareSchema.extend({ surah: ayahRef.shape.surah })),
    /** Every memorised page, the soonest due first. */
    review: z.array(reviewPageSchema),
  })
  .meta({ id: 'HifzProgress' });

/** A student's hifz: the lanes' entries, what is memorised and the revision schedule. */
export type HifzProgress = z.output<typeof progressSchema>;

const laneWeekSchema = z.object({
  /** Entries of the lane recorded in the week. */
  entries: z.number().int(),
  /** Ayat they cover; for sabaq, only the entries that passed (excellent or good). */
  ayat: z.number().int(),
});

const weeklyReportSchema = z
  .object({
    /** The week: the seven days before `to`, the moment it was read. */
    from: isoDate,
    to: isoDate,
    /** Lessons the student joined that started in the week. */
    lessons: z.number().int(),
    lanes: z.object({ sabaq: laneWeekSchema, sabqi: laneWeekSchema, manzil: laneWeekSchema }),
    homework: z.object({
      /** Accepted in the week. */
      accepted: z.number().int(),
      /** Due in the week and not sent, or sent back and not sent again. */
      missing: z.number().int(),
    }),
    /** Memorised pages due for revision now, overdue ones included. */
    pagesDue: z.number().int(),
  })
  .meta({ id: 'WeeklyReport' });

/** A student's last seven days: lessons, the lanes, homework and the pages due. */
export type WeeklyReport = z.output<typeof weeklyReportSchema>;

export const HIFZ_CONTRACT = {
  'hifz.record': {
    params: meetingParams,
    body: newEntrySchema,
    status: 201,
    response: dataOf(entrySchema),
    errors: [400, 401, 403, 404, 409],
  },
  'hifz.ofLesson': {
    params: meetingParams,
    response: dataOf(z.array(entrySchema).meta({ id: 'HifzEntries' })),
    errors: [400, 401, 403, 404],
  },
  'hifz.progress': {
    params: studentParams,
    response: dataOf(progressSchema),
    errors: [400, 401, 403, 404],
  },
  'hifz.week': {
    params: studentParams,
    response: dataOf(weeklyReportSchema),
    errors: [400, 401, 403, 404],
  },
} as const satisfies ContractFor<typeof HIFZ_ROUTES>;
