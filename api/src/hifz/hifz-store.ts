import { lockUserRow } from '../db/user-lock';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  HIFZ_ENTRIES_PER_LESSON_MAX,
  type HifzGrade,
  type NewHifzEntry,
  type SurahStatus,
} from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { surahProgress } from '../classroom/classroom-tables';
import { apiError } from '../lib/http-error';
import { uuidv7 } from '../lib/uuidv7';
import { hifzEntries, memorisedRanges, reviewPages, type HifzEntryRow } from './hifz-tables';
import {
  addRange,
  memorisedPages,
  pagesOf,
  removeRange,
  surahRange,
  type IdRange,
} from './quran-ranges';
import { rangeOf, type PortionColumns } from './portion-columns';
import { dueAt, nextReview } from './revision-rule';

/** A new entry with its portion's columns worked out. */
export interface EntryToWrite extends Omit<NewHifzEntry, 'studentId' | 'portion'>, PortionColumns {
  meetingId: string;
  studentId: string;
  teacherId: string;
}

/** A grade that says the portion is known: a sabaq so graded joins what is memorised. */
const PASSED: readonly HifzGrade[] = ['excellent', 'good'];

/**
 * Every write of hifz: lane entries, memorised ranges, the revision schedule and the surah
 * statuses a Sheikh sets. Private to the hifz service. Each write runs in one transaction that
 * holds the student's row, so two Sheikhs writing at once cannot lose each other's ranges.
 */
export class HifzStore {
  constructor(private readonly db: Db) {}

  async addEntry(entry: EntryToWrite, now: Date): Promise<HifzEntryRow> {
    return this.db.transaction(async (tx) => {
      await lockUserRow(tx, entry.studentId);
      const recited = rangeOf(entry);
      const [held] = await tx
        .select({ n: count() })
        .from(hifzEntries)
        .where(
          and(
            eq(hifzEntries.meetingId, entry.meetingId),
            eq(hifzEntries.studentId, entry.studentId),
          ),
        );
      if ((held?.n ?? 0) >= HIFZ_ENTRIES_PER_LESSON_MAX) {
        throw apiError('hifz.too_many_entries');
      }
      const [row] = await tx
        .insert(hifzEntries)
        .values({
          id: uuidv7(),
          meetingId: entry.meetingId,
          studentId: entry.studentId,
          teacherId: entry.teacherId,
          lane: entry.lane,
          unit: entry.unit,
          unitFrom: entry.unitFrom,
          unitTo: entry.unitTo,
          firstAyah: entry.firstAyah,
          lastAyah: entry.lastAyah,
          grade: entry.grade,
          note: entry.note ?? null,
          createdAt: now,
        })
        .returning();
      // Only what is known is revised: sabqi and manzil are, a new lesson once it passes.
      const known = entry.lane !== 'sabaq' || PASSED.includes(entry.grade);
      const ranges = known
        ? await writeRanges(tx, entry.studentId, (current) => addRange(current, recited))
        : await rangesOf(tx, entry.studentId);
      const graded = new Set(memorisedPages(ranges));
      await gradePages(
        tx,
        entry.studentId,
        pagesOf(recited).filter((page) => graded.has(page)),
        entry.grade,
        now,
      );
      if (PASSED.includes(entry.grade)) {
        await clearSettledStatuses(tx, entry.studentId, recited, ranges);
      }
      return row!;
    });
  }

  /**
   * A portion recited outside a lesson (accepted homework) and its grade: its pages already
   * memorised take the grade in the revision schedule. It adds nothing to what is memorised:
   * only a lesson's sabaq does that.
   */
  async gradeRecited(studentId: string, recited: IdRange, grade: HifzGrade, now: Date) {
    await this.db.transaction(async (tx) => {
      await lockUserRow(tx, studentId);
      const memorised = new Set(memorisedPages(await rangesOf(tx, studentId)));
      const pages = pagesOf(recited).filter((page) => memorised.has(page));
      await gradePages(tx, studentId, pages, grade, now);
    });
  }

  /**
   * A Sheikh's word on a whole surah. Memorised: all its ayat; not started: none of them;
   * learning: what is memorised stays, unless it was all of it (then none); needs revision:
   * all its ayat, and its pages due now.
   */
  async setSurahStatus(
    studentId: string,
    surah: number,
    status: SurahStatus,
    setBy: string,
    now: Date,
  ): Promise<void> {
    const whole = surahRange(surah);
    await this.db.transaction(async (tx) => {
      await lockUserRow(tx, studentId);
      const current = await rangesOf(tx, studentId);
      const wholeKnown = current.some((r) => r.first <= whole.first && r.last >= whole.last);
      if (status === 'memorised' || status === 'needs_revision') {
        await writeRanges(tx, studentId, () => addRange(current, whole));
      } else if (status === 'not_started' || wholeKnown) {
        await writeRanges(tx, studentId, () => removeRange(current, whole));
      }
      if (status === 'needs_revision' || status === 'not_started') {
        await tx
          .delete(reviewPages)
          .where(
            and(eq(reviewPages.studentId, studentId), inArray(reviewPages.page, pagesOf(whole))),
          );
      }
      const where = and(eq(surahProgress.studentId, studentId), eq(surahProgress.surah, surah));
      if (status === 'learning' || status === 'needs_revision') {
        const values = { status, setBy, updatedAt: now };
        await tx
          .insert(surahProgress)
          .values({ studentId, surah, ...values })
          .onConflictDoUpdate({
            target: [surahProgress.studentId, surahProgress.surah],
            set: values,
          });
      } else {
        await tx.delete(surahProgress).where(where);
      }
      // Pages no memorised ayah is on leave the schedule.
      const left = new Set(memorisedPages(await rangesOf(tx, studentId)));
      const dropped = pagesOf(whole).filter((page) => !left.has(page));
      if (dropped.length > 0) {
        await tx
          .delete(reviewPages)
          .where(and(eq(reviewPages.studentId, studentId), inArray(reviewPages.page, dropped)));
      }
    });
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function rangesOf(tx: Tx, studentId: string): Promise<IdRange[]> {
  const rows = await tx
    .select({ first: memorisedRanges.firstAyah, last: memorisedRanges.lastAyah })
    .from(memorisedRanges)
    .where(eq(memorisedRanges.studentId, studentId))
    .orderBy(memorisedRanges.firstAyah);
  return rows;
}

/** Replaces the student's ranges with `change` of them, merged; answers the new ranges. */
async function writeRanges(
  tx: Tx,
  studentId: string,
  change: (current: IdRange[]) => IdRange[],
): Promise<IdRange[]> {
  const next = change(await rangesOf(tx, studentId));
  await tx.delete(memorisedRanges).where(eq(memorisedRanges.studentId, studentId));
  if (next.length > 0) {
    await tx
      .insert(memorisedRanges)
      .values(next.map((r) => ({ studentId, firstAyah: r.first, lastAyah: r.last })));
  }
  return next;
}

async function gradePages(
  tx: Tx,
  studentId: string,
  pages: number[],
  grade: HifzGrade,
  now: Date,
): Promise<void> {
  if (pages.length === 0) return;
  const before = await tx
    .select()
    .from(reviewPages)
    .where(and(eq(reviewPages.studentId, studentId), inArray(reviewPages.page, pages)));
  const byPage = new Map(before.map((row) => [row.page, row]));
  const rows = pages.map((page) => {
    const before = byPage.get(page);
    const state = nextReview(before ?? null, grade, before !== undefined && before.dueAt > now);
    return { studentId, page, ...state, grade, gradedAt: now, dueAt: dueAt(now, state) };
  });
  await tx
    .insert(reviewPages)
    .values(rows)
    .onConflictDoUpdate({
      target: [reviewPages.studentId, reviewPages.page],
      set: {
        streak: sql`excluded.streak`,
        ease: sql`excluded.ease`,
        intervalDays: sql`excluded.interval_days`,
        grade: sql`excluded.grade`,
        gradedAt: sql`excluded.graded_at`,
        dueAt: sql`excluded.due_at`,
      },
    });
}

/**
 * A surah recited well from end to end no longer needs revision, and a surah now memorised in
 * full is no longer being learnt: the Sheikh's earlier word on it gives way.
 */
async function clearSettledStatuses(
  tx: Tx,
  studentId: string,
  recited: IdRange,
  ranges: readonly IdRange[],
): Promise<void> {
  const rows = await tx
    .select({ surah: surahProgress.surah, status: surahProgress.status })
    .from(surahProgress)
    .where(eq(surahProgress.studentId, studentId));
  const settled = rows
    .filter(({ surah, status }) => {
      const whole = surahRange(surah);
      if (status === 'needs_revision') {
        return recited.first <= whole.first && recited.last >= whole.last;
      }
      return ranges.some((r) => r.first <= whole.first && r.last >= whole.last);
    })
    .map((row) => row.surah);
  if (settled.length > 0) {
    await tx
      .delete(surahProgress)
      .where(and(eq(surahProgress.studentId, studentId), inArray(surahProgress.surah, settled)));
  }
}
