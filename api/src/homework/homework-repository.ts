import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  HOMEWORK_WAITING_MAX,
  type Homework,
  type HomeworkSubmission,
  type WaitingHomework,
} from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import { toHomework, toSubmission } from './homework-rows';
import {
  homeworkAssignments,
  homeworkMarks,
  homeworkSubmissions,
  type HomeworkMarkRow,
  type HomeworkRow,
  type SubmissionRow,
} from './homework-tables';

/** How many of a student's homework the list shows (newest first). */
export const HOMEWORK_LIST_MAX = 200;

/** Whether the reader may hear a homework's recordings (homework-access.ts). */
export type HearingRule = (homework: HomeworkRow) => boolean;

/** Homework's reads. Writes are the homework service's alone (homework-service.ts). */
export class HomeworkRepository {
  constructor(private readonly db: Db) {}

  async findHomework(id: string): Promise<HomeworkRow | null> {
    const [row] = await this.db
      .select()
      .from(homeworkAssignments)
      .where(eq(homeworkAssignments.id, id));
    return row ?? null;
  }

  async findSubmission(id: string): Promise<SubmissionRow | null> {
    const [row] = await this.db
      .select()
      .from(homeworkSubmissions)
      .where(eq(homeworkSubmissions.id, id));
    return row ?? null;
  }

  async submissionCount(homeworkId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(homeworkSubmissions)
      .where(eq(homeworkSubmissions.homeworkId, homeworkId));
    return row?.n ?? 0;
  }

  /** A student's homework, the newest first, each with its recordings and their marks. */
  async listOf(studentId: string, mayHear: HearingRule, now: Date): Promise<Homework[]> {
    const rows = await this.#withTeacher()
      .where(eq(homeworkAssignments.studentId, studentId))
      .orderBy(desc(homeworkAssignments.createdAt), desc(homeworkAssignments.id))
      .limit(HOMEWORK_LIST_MAX);
    return this.#assemble(rows, mayHear, now);
  }

  /**
   * The homework whose latest recording waits for this Sheikh's review, the longest waiting
   * first, with each student's name: the Sheikh hears them all (they set them).
   */
  async waitingFor(teacherId: string, now: Date): Promise<WaitingHomework[]> {
    const students = alias(users, 'student');
    const rows = await this.db
      .select({
        homework: homeworkAssignments,
        teacherName: users.name,
        studentName: students.name,
      })
      .from(homeworkAssignments)
      .leftJoin(users, eq(users.id, homeworkAssignments.teacherId))
      .innerJoin(students, eq(students.id, homeworkAssignments.studentId))
      .innerJoin(
        homeworkSubmissions,
        and(
          eq(homeworkSubmissions.homeworkId, homeworkAssignments.id),
          eq(homeworkSubmissions.status, 'submitted'),
        ),
      )
      .where(
        and(
          eq(homeworkAssignments.teacherId, teacherId),
          eq(homeworkAssignments.state, 'submitted'),
        ),
      )
      .orderBy(asc(homeworkSubmissions.submittedAt), asc(homeworkAssignments.id))
      .limit(HOMEWORK_WAITING_MAX);
    const names = new Map(rows.map((row) => [row.homework.id, row.studentName]));
    const homework = await this.#assemble(rows, () => true, now);
    return homework.map((item) => ({ ...item, studentName: names.get(item.id) ?? '' }));
  }

  /** One homework as `listOf` shows it. */
  async homeworkView(id: string, mayHear: HearingRule, now: Date): Promise<Homework | null> {
    const rows = await this.#withTeacher().where(eq(homeworkAssignments.id, id));
    const [homework] = await this.#assemble(rows, mayHear, now);
    return homework ?? null;
  }

  /** One recording with its marks. */
  async submissionView(row: SubmissionRow, mayHear: boolean): Promise<HomeworkSubmission> {
    const marks = await this.#marksOf([row.id]);
    return toSubmission(row, marks, mayHear);
  }

  /** Of these submission ids, those whose audio is still kept. */
  async keptAudio(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: homeworkSubmissions.id })
      .from(homeworkSubmissions)
      .where(
        and(inArray(homeworkSubmissions.id, [...ids]), isNull(homeworkSubmissions.audioDeletedAt)),
      );
    return new Set(rows.map((row) => row.id));
  }

  #withTeacher() {
    return this.db
      .select({ homework: homeworkAssignments, teacherName: users.name })
      .from(homeworkAssignments)
      .leftJoin(users, eq(users.id, homeworkAssignments.teacherId))
      .$dynamic();
  }

  #marksOf(submissionIds: readonly string[]): Promise<HomeworkMarkRow[]> {
    if (submissionIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(homeworkMarks)
      .where(inArray(homeworkMarks.submissionId, [...submissionIds]))
      .orderBy(asc(homeworkMarks.atMs), asc(homeworkMarks.createdAt));
  }

  async #assemble(
    rows: { homework: HomeworkRow; teacherName: string | null }[],
    mayHear: HearingRule,
    now: Date,
  ): Promise<Homework[]> {
    if (rows.length === 0) return [];
    const submissions = await this.db
      .select()
      .from(homeworkSubmissions)
      .where(
        inArray(
          homeworkSubmissions.homeworkId,
          rows.map((row) => row.homework.id),
        ),
      )
      .orderBy(asc(homeworkSubmissions.attempt));
    const marks = groupBy(
      await this.#marksOf(submissions.map((row) => row.id)),
      (mark) => mark.submissionId,
    );
    const byHomework = groupBy(submissions, (row) => row.homeworkId);
    return rows.map(({ homework, teacherName }) => {
      const hears = mayHear(homework);
      const own = (byHomework.get(homework.id) ?? []).map((row) =>
        toSubmission(row, marks.get(row.id) ?? [], hears),
      );
      return toHomework(homework, teacherName, own, now);
    });
  }
}

/** Items by key, each group in the items' order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
