import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  CHAT_HISTORY_MAX,
  type ChatMessage,
  type LessonEntry,
  type LessonNotes,
  type MistakeMark,
  type MushafState,
} from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { meetings, participations, users } from '../db/schema';
import { bothEntered } from '../meetings/lesson-conditions';

import { chatMessages, classroomStates, lessonNotes, mistakeMarks } from './classroom-tables';
import { toChat, toMark, toNotes } from './classroom-rows';

/** How many of a student's marks a record shows (newest first). */
export const RECORD_MARKS_MAX = 1000;
/** How many sessions a record's history shows (newest first). */
export const RECORD_LESSONS_MAX = 200;
/** How many students the "my students" list shows. */
export const STUDENTS_LIST_MAX = 500;

/** A new session's mushaf opens at the first page, unlocked, with nothing highlighted. */
export const INITIAL_STATE: MushafState = { page: 1, highlight: null, locked: false, test: null };

/**
 * The classroom's reads: marks, session notes, the shared mushaf and the chat.
 * Writes are the classroom service's alone (classroom-service.ts).
 */
export class ClassroomRepository {
  constructor(private readonly db: Db) {}

  /** The ids of the students who took part in a meeting. */
  async studentsOf(meetingId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: participations.userId })
      .from(participations)
      .where(and(eq(participations.meetingId, meetingId), isNotNull(participations.userId)));
    return rows.flatMap((row) => (row.userId ? [row.userId] : []));
  }

  /**
   * True when the teacher has taught the student: a lesson both of them entered. Accepting a
   * call that never became a lesson gives no right to the student's record.
   */
  async hasTaught(teacherId: string, studentId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: meetings.id })
      .from(meetings)
      .innerJoin(participations, eq(participations.meetingId, meetings.id))
      .where(
        and(eq(meetings.teacherId, teacherId), eq(participations.userId, studentId), bothEntered),
      )
      .limit(1);
    return row !== undefined;
  }

  async markOfMeeting(meetingId: string, markId: string): Promise<MistakeMark | null> {
    const [row] = await this.db
      .select()
      .from(mistakeMarks)
      .where(and(eq(mistakeMarks.meetingId, meetingId), eq(mistakeMarks.id, markId)));
    return row ? toMark(row) : null;
  }

  async marksOfMeeting(meetingId: string): Promise<MistakeMark[]> {
    const rows = await this.db
      .select()
      .from(mistakeMarks)
      .where(eq(mistakeMarks.meetingId, meetingId))
      .orderBy(mistakeMarks.createdAt);
    return rows.map(toMark);
  }

  async notesOf(meetingId: string): Promise<LessonNotes | null> {
    const [row] = await this.db
      .select()
      .from(lessonNotes)
      .where(eq(lessonNotes.meetingId, meetingId));
    return row ? toNotes(row) : null;
  }

  async stateOf(meetingId: string): Promise<MushafState> {
    const [row] = await this.db
      .select()
      .from(classroomStates)
      .where(eq(classroomStates.meetingId, meetingId));
    if (!row) return INITIAL_STATE;
    const highlight =
      row.highlightSurah !== null && row.highlightAyah !== null
        ? { surah: row.highlightSurah, ayah: row.highlightAyah }
        : null;
    const test =
      row.testSurah !== null && row.testAyah !== null && row.testWord !== null
        ? { hiddenFrom: { surah: row.testSurah, ayah: row.testAyah, word: row.testWord } }
        : null;
    return { page: row.page, highlight, locked: row.locked, test };
  }

  async marksOfStudent(studentId: string): Promise<MistakeMark[]> {
    const rows = await this.db
      .select()
      .from(mistakeMarks)
      .where(eq(mistakeMarks.studentId, studentId))
      .orderBy(desc(mistakeMarks.createdAt))
      .limit(RECORD_MARKS_MAX);
    return rows.map(toMark);
  }

  /** The sessions the student took part in that a teacher came to, newest first, with notes. */
  async lessonsOf(studentId: string): Promise<LessonEntry[]> {
    const markCount = this.db
      .select({ meetingId: mistakeMarks.meetingId, marks: count().as('marks') })
      .from(mistakeMarks)
      .where(eq(mistakeMarks.studentId, studentId))
      .groupBy(mistakeMarks.meetingId)
      .as('mark_counts');
    const rows = await this.db
      .select({
        meetingId: meetings.id,
        teacherId: meetings.teacherId,
        teacherName: meetings.teacherName,
        date: sql<Date>`coalesce(${meetings.startTime}, ${meetings.createdAt})`.mapWith(
          meetings.createdAt,
        ),
        summary: lessonNotes.summary,
        homework: lessonNotes.homework,
        marks: markCount.marks,
      })
      .from(participations)
      .innerJoin(meetings, eq(meetings.id, participations.meetingId))
      .leftJoin(lessonNotes, eq(lessonNotes.meetingId, meetings.id))
      .leftJoin(markCount, eq(markCount.meetingId, meetings.id))
      .where(and(eq(participations.userId, studentId), eq(meetings.teacherJoined, true)))
      .orderBy(desc(meetings.createdAt))
      .limit(RECORD_LESSONS_MAX);
    return rows.map((row) => ({
      meetingId: row.meetingId,
      teacherId: row.teacherId,
      teacherName: row.teacherName,
      date: row.date.toISOString(),
      summary: row.summary,
      homework: row.homework,
      markCount: Number(row.marks ?? 0),
    }));
  }

  /** A session's chat, oldest first (its newest CHAT_HISTORY_MAX messages). */
  async chatOf(meetingId: string): Promise<ChatMessage[]> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.meetingId, meetingId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(CHAT_HISTORY_MAX);
    return rows.reverse().map(toChat);
  }

  /** The students a teacher has taught, or with no teacher every student who had a lesson. */
  async students(teacherId: string | null): Promise<{ _id: string; name: string }[]> {
    const rows = await this.db
      .selectDistinct({ _id: users.id, name: users.name })
      .from(participations)
      .innerJoin(meetings, eq(meetings.id, participations.meetingId))
      .innerJoin(users, eq(users.id, participations.userId))
      .where(teacherId ? and(eq(meetings.teacherId, teacherId), bothEntered) : bothEntered)
      .orderBy(users.name, users.id)
      .limit(STUDENTS_LIST_MAX);
    return rows;
  }
}
