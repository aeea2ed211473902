import { z } from 'zod';
import type { CLASSROOM_ROUTES } from '../api-routes/classroom-routes';
import {
  HOMEWORK_MAX,
  LESSON_SUMMARY_MAX,
  MARK_KINDS,
  MARK_NOTE_MAX,
  MEMORISATION_SLIPS,
  MUSHAF_PAGES,
  SURAH_COUNT,
  SURAH_STATUSES,
  TAJWEED_RULES,
  type ChatMessage,
  type LessonNotes,
  type MistakeMark,
  type MushafState,
} from '../classroom';
import { CONTACT_KINDS, CONTACT_REFUSAL_PLACES } from '../contact-details';
import { dataOf, type ContractFor } from './route-schemas';

// Marks, notes, the mushaf state and chat messages also travel over the socket, where the
// interfaces in classroom.ts type them: those schemas are tied to their interface with
// `satisfies`; the shapes only REST carries are derived from their schema here.

// Shapes only: whether the ayah exists in its surah and the word in its ayah is checked
// against the text (the API's mark rules), so those answer their own codes.
const surah = z.number().int().min(1).max(SURAH_COUNT);
const isoDate = z.string();
const subRule = z.enum([...TAJWEED_RULES, ...MEMORISATION_SLIPS]);

const meetingParams = z.object({ meetingId: z.uuid() });
const markParams = z.object({ meetingId: z.uuid(), markId: z.uuid() });
const studentParams = z.object({ studentId: z.uuid() });
const surahParams = z.object({
  studentId: z.uuid(),
  surah: z.coerce.number().int().min(1).max(SURAH_COUNT),
});

const newMarkSchema = z.object({
  surah,
  ayah: z.number().int().min(1).max(1000),
  /** The word's index in the ayah (ayahWords), from 0. */
  word: z.number().int().min(0).max(1000),
  kind: z.enum(MARK_KINDS),
  subRule: subRule.nullish(),
  note: z.string().max(MARK_NOTE_MAX).nullish(),
  /** Needed only when the meeting has more than one student. */
  studentId: z.uuid().optional(),
});

/** What the teacher sends to mark a word. */
export type NewMistakeMark = z.output<typeof newMarkSchema>;

const markRefinementSchema = z.object({
  subRule: subRule.nullish(),
  note: z.string().max(MARK_NOTE_MAX).nullish(),
});

/** What the teacher adds to a saved mark; a field left out keeps its value, null clears it. */
export type MarkRefinement = z.output<typeof markRefinementSchema>;

const notesBodySchema = z.object({
  summary: z.string().max(LESSON_SUMMARY_MAX),
  homework: z.string().max(HOMEWORK_MAX),
});

/** What the teacher sends to write a lesson's notes. */
export type LessonNotesInput = z.output<typeof notesBodySchema>;

const surahStatusBodySchema = z.object({ status: z.enum(SURAH_STATUSES) });

export const markSchema = z
  .object({
    id: z.uuid(),
    meetingId: z.uuid(),
    studentId: z.uuid(),
    surah: z.number(),
    ayah: z.number(),
    word: z.number(),
    kind: z.enum(MARK_KINDS),
    subRule: subRule.nullable(),
    note: z.string().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: 'MistakeMark' }) satisfies z.ZodType<MistakeMark>;

const notesSchema = z
  .object({ meetingId: z.uuid(), summary: z.string(), homework: z.string(), updatedAt: isoDate })
  .meta({ id: 'LessonNotes' }) satisfies z.ZodType<LessonNotes>;

const ayahRefSchema = z.object({ surah: z.number(), ayah: z.number() });

const mushafStateSchema = z.object({
  page: z.number().int().min(1).max(MUSHAF_PAGES),
  highlight: ayahRefSchema.nullable(),
  locked: z.boolean(),
  test: z
    .object({ hiddenFrom: ayahRefSchema.extend({ word: z.number().int().min(0) }) })
    .nullable(),
}) satisfies z.ZodType<MushafState>;

const classroomSchema = z
  .object({
    meetingId: z.uuid(),
    teacherId: z.uuid().nullable(),
    state: mushafStateSchema,
    marks: z.array(markSchema),
    notes: notesSchema.nullable(),
  })
  .meta({ id: 'MeetingClassroom' });

/** A lesson's classroom: its mushaf state, marks and notes (GET /classroom/meetings/{id}). */
export type MeetingClassroom = z.output<typeof classroomSchema>;

const surahProgressSchema = z
  .object({
    surah: z.number(),
    status: z.enum(SURAH_STATUSES),
    /** When a Sheikh last set it by hand; null when it follows from the memorised ayat. */
    updatedAt: isoDate.nullable(),
  })
  .meta({ id: 'SurahProgress' });

/** One surah's status in a record. */
export type SurahProgress = z.output<typeof surahProgressSchema>;

const lessonEntrySchema = z.object({
  meetingId: z.uuid(),
  /** Null once the Sheikh's account is gone; their own lessons let a Sheikh add to them. */
  teacherId: z.uuid().nullable(),
  teacherName: z.string(),
  date: isoDate,
  summary: z.string().nullable(),
  homework: z.string().nullable(),
  markCount: z.number(),
});

/** One lesson in a student's history. */
export type LessonEntry = z.output<typeof lessonEntrySchema>;

const recordSchema = z
  .object({
    student: z.object({ _id: z.uuid(), name: z.string() }),
    surahs: z.array(surahProgressSchema),
    marks: z.array(markSchema),
    lessons: z.array(lessonEntrySchema),
    /** True when the reader may set surah statuses (a teacher who taught the student). */
    canEdit: z.boolean(),
  })
  .meta({ id: 'StudentRecord' });

/** A student's memorisation record (GET /classroom/students/{id}/record). */
export type StudentRecord = z.output<typeof recordSchema>;

const studentEntrySchema = z.object({ _id: z.uuid(), name: z.string() });

/** A student whose record the reader may open (GET /classroom/students). */
export type StudentEntry = z.output<typeof studentEntrySchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  meetingId: z.uuid(),
  senderId: z.uuid().nullable(),
  senderName: z.string(),
  senderRole: z.enum(['teacher', 'student']),
  text: z.string(),
  createdAt: isoDate,
}) satisfies z.ZodType<ChatMessage>;

const contactRefusalSchema = z.object({
  kind: z.enum(CONTACT_KINDS),
  place: z.enum(CONTACT_REFUSAL_PLACES),
  /** Who wrote it; null once the account is gone. */
  userName: z.string().nullable(),
  createdAt: isoDate,
});

/** One refused text of a lesson, as its admins see it (what was written is not kept). */
export type ContactRefusal = z.output<typeof contactRefusalSchema>;

export const CLASSROOM_CONTRACT = {
  'classroom.get': {
    params: meetingParams,
    response: dataOf(classroomSchema),
    errors: [400, 401, 403, 404],
  },
  'classroom.chat': {
    params: meetingParams,
    response: dataOf(z.array(chatMessageSchema).meta({ id: 'ChatMessages' })),
    errors: [400, 401, 403, 404],
  },
  'classroom.contactRefusals': {
    params: meetingParams,
    response: dataOf(z.array(contactRefusalSchema).meta({ id: 'ContactRefusals' })),
    errors: [400, 401, 403, 404],
  },
  'classroom.addMark': {
    params: meetingParams,
    body: newMarkSchema,
    status: 201,
    response: dataOf(markSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'classroom.refineMark': {
    params: markParams,
    body: markRefinementSchema,
    response: dataOf(markSchema),
    errors: [400, 401, 403, 404],
  },
  'classroom.deleteMark': {
    params: markParams,
    response: dataOf(z.object({ id: z.uuid() })),
    errors: [400, 401, 403, 404, 409],
  },
  'classroom.writeNotes': {
    params: meetingParams,
    body: notesBodySchema,
    response: dataOf(notesSchema),
    errors: [400, 401, 403, 404],
  },
  'classroom.students': { response: dataOf(z.array(studentEntrySchema)), errors: [401, 403] },
  'classroom.record': {
    params: studentParams,
    response: dataOf(recordSchema),
    errors: [400, 401, 403, 404],
  },
  'classroom.setSurahStatus': {
    params: surahParams,
    body: surahStatusBodySchema,
    response: dataOf(surahProgressSchema),
    errors: [400, 401, 403, 404],
  },
} as const satisfies ContractFor<typeof CLASSROOM_ROUTES>;
