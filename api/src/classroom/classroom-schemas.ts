import { z } from 'zod';
import {
  CONTACT_KINDS,
  CONTACT_REFUSAL_PLACES,
  HOMEWORK_MAX,
  LESSON_SUMMARY_MAX,
  MARK_KINDS,
  MARK_NOTE_MAX,
  MEMORISATION_SLIPS,
  MUSHAF_PAGES,
  SURAH_COUNT,
  SURAH_STATUSES,
  TAJWEED_RULES,
  type LessonNotesInput,
  type MarkRefinement,
  type NewMistakeMark,
} from '@app/shared/protocol';

// Shapes only: whether the ayah exists in its surah and the word in its ayah is checked
// against the text (mark-rules.ts), so those answer their own codes.
const surah = z.number().int().min(1).max(SURAH_COUNT);
const isoDate = z.string();
const subRule = z.enum([...TAJWEED_RULES, ...MEMORISATION_SLIPS]);

export const meetingParamsSchema = z.object({ meetingId: z.uuid() });
export const markParamsSchema = z.object({ meetingId: z.uuid(), markId: z.uuid() });
export const studentParamsSchema = z.object({ studentId: z.uuid() });
export const surahParamsSchema = z.object({
  studentId: z.uuid(),
  surah: z.coerce.number().int().min(1).max(SURAH_COUNT),
});

export const newMarkBodySchema = z.object({
  surah,
  ayah: z.number().int().min(1).max(1000),
  word: z.number().int().min(0).max(1000),
  kind: z.enum(MARK_KINDS),
  subRule: subRule.nullish(),
  note: z.string().max(MARK_NOTE_MAX).nullish(),
  studentId: z.uuid().optional(),
}) satisfies z.ZodType<NewMistakeMark>;

export const markRefinementSchema = z.object({
  subRule: subRule.nullish(),
  note: z.string().max(MARK_NOTE_MAX).nullish(),
}) satisfies z.ZodType<MarkRefinement>;

export const notesBodySchema = z.object({
  summary: z.string().max(LESSON_SUMMARY_MAX),
  homework: z.string().max(HOMEWORK_MAX),
}) satisfies z.ZodType<LessonNotesInput>;

export const surahStatusBodySchema = z.object({ status: z.enum(SURAH_STATUSES) });

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
  .meta({ id: 'MistakeMark' });

export const notesSchema = z
  .object({ meetingId: z.uuid(), summary: z.string(), homework: z.string(), updatedAt: isoDate })
  .meta({ id: 'LessonNotes' });

const ayahRefSchema = z.object({ surah: z.number(), ayah: z.number() });

export const classroomSchema = z
  .object({
    meetingId: z.uuid(),
    teacherId: z.uuid().nullable(),
    state: z.object({
      page: z.number().int().min(1).max(MUSHAF_PAGES),
      highlight: ayahRefSchema.nullable(),
      locked: z.boolean(),
      test: z
        .object({ hiddenFrom: ayahRefSchema.extend({ word: z.number().int().min(0) }) })
        .nullable(),
    }),
    marks: z.array(markSchema),
    notes: notesSchema.nullable(),
  })
  .meta({ id: 'MeetingClassroom' });

export const surahProgressSchema = z
  .object({ surah: z.number(), status: z.enum(SURAH_STATUSES), updatedAt: isoDate })
  .meta({ id: 'SurahProgress' });

export const recordSchema = z
  .object({
    student: z.object({ id: z.uuid(), name: z.string() }),
    surahs: z.array(surahProgressSchema),
    marks: z.array(markSchema),
    lessons: z.array(
      z.object({
        meetingId: z.uuid(),
        teacherName: z.string(),
        date: isoDate,
        summary: z.string().nullable(),
        homework: z.string().nullable(),
        markCount: z.number(),
      }),
    ),
    canEdit: z.boolean(),
  })
  .meta({ id: 'StudentRecord' });

export const studentsSchema = z.array(z.object({ id: z.uuid(), name: z.string() }));

export const chatSchema = z
  .array(
    z.object({
      id: z.uuid(),
      meetingId: z.uuid(),
      senderId: z.uuid().nullable(),
      senderName: z.string(),
      senderRole: z.enum(['teacher', 'student']),
      text: z.string(),
      createdAt: isoDate,
    }),
  )
  .meta({ id: 'ChatMessages' });

export const contactRefusalsSchema = z
  .array(
    z.object({
      kind: z.enum(CONTACT_KINDS),
      place: z.enum(CONTACT_REFUSAL_PLACES),
      userName: z.string().nullable(),
      createdAt: isoDate,
    }),
  )
  .meta({ id: 'ContactRefusals' });
