import { desc, eq } from 'drizzle-orm';
import type { HifzEntry, HifzProgress, ReviewPage, SurahProgress } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import { surahProgress } from '../classroom/classroom-tables';
import { toEntry } from './hifz-rows';
import { hifzEntries, memorisedRanges, reviewPages } from './hifz-tables';
import { juzShares, memorisedPages, surahShares, toAyahRange, type IdRange } from './quran-ranges';

/** How many of a student's entries the record shows (newest first). */
export const RECORD_ENTRIES_MAX = 300;

/** Hifz's reads: lane entries, what is memorised, the revision schedule, surah statuses. */
export class HifzRepository {
  constructor(private readonly db: Db) {}

  async entriesOfLesson(meetingId: string): Promise<HifzEntry[]> {
    const rows = await this.#entries()
      .where(eq(hifzEntries.meetingId, meetingId))
      .orderBy(hifzEntries.createdAt, hifzEntries.id);
    return rows.map((row) => toEntry(row.entry, row.teacherName));
  }

  async entriesOfStudent(studentId: string): Promise<HifzEntry[]> {
    const rows = await this.#entries()
      .where(eq(hifzEntries.studentId, studentId))
      .orderBy(desc(hifzEntries.createdAt), desc(hifzEntries.id))
      .limit(RECORD_ENTRIES_MAX);
    return rows.map((row) => toEntry(row.entry, row.teacherName));
  }

  async rangesOf(studentId: string): Promise<IdRange[]> {
    return this.db
      .select({ first: memorisedRanges.firstAyah, last: memorisedRanges.lastAyah })
      .from(memorisedRanges)
      .where(eq(memorisedRanges.studentId, studentId))
      .orderBy(memorisedRanges.firstAyah);
  }

  /** Every memorised page, the soonest due first; one never graded is due `now`. */
  async reviewOf(studentId: string, ranges: readonly IdRange[], now: Date): Promise<ReviewPage[]> {
    const rows = await this.db
      .select()
      .from(reviewPages)
      .where(eq(reviewPages.studentId, studentId));
    const byPage = new Map(rows.map((row) => [row.page, row]));
    return memorisedPages(ranges)
      .map((page): ReviewPage => {
        const row = byPage.get(page);
        return row
          ? {
              page,
              dueAt: row.dueAt.toISOString(),
              grade: row.grade,
              intervalDays: row.intervalDays,
            }
          : { page, dueAt: now.toISOString(), grade: null, intervalDays: null };
      })
      .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.page - b.page);
  }

  /** How many memorised pages are due before `before` (overdue ones too), as of `now`. */
  async duePageCount(studentId: string, before: Date, now: Date): Promise<number> {
    const review = await this.reviewOf(studentId, await this.rangesOf(studentId), now);
    return review.filter((page) => Date.parse(page.dueAt) < before.getTime()).length;
  }

  async progressOf(studentId: string, now: Date): Promise<HifzProgress> {
    const [entries, ranges] = await Promise.all([
      this.entriesOfStudent(studentId),
      this.rangesOf(studentId),
    ]);
    return {
      entries,
      memorised: ranges.map(toAyahRange),
      juz: juzShares(ranges),
      surahs: surahShares(ranges),
      review: await this.reviewOf(studentId, ranges, now),
    };
  }

  /**
   * Each surah's status: what a Sheikh set by hand (learning, needs revision) where it still
   * holds, else what the memorised ayat say (all: memorised; some: learning). Surahs not
   * started are left out.
   */
  async surahStatusesOf(studentId: string): Promise<SurahProgress[]> {
    const [set, ranges] = await Promise.all([
      this.db
        .select({
          surah: surahProgress.surah,
          status: surahProgress.status,
          updatedAt: surahProgress.updatedAt,
        })
        .from(surahProgress)
        .where(eq(surahProgress.studentId, studentId)),
      this.rangesOf(studentId),
    ]);
    const bySurah = new Map(set.map((row) => [row.surah, row]));
    return surahShares(ranges).flatMap(({ surah, memorised, total }): SurahProgress[] => {
      const row = bySurah.get(surah);
      const updatedAt = row ? row.updatedAt.toISOString() : null;
      if (row?.status === 'needs_revision') return [{ surah, status: row.status, updatedAt }];
      if (memorised === total) return [{ surah, status: 'memorised', updatedAt }];
      if (memorised > 0 || row) return [{ surah, status: 'learning', updatedAt }];
      return [];
    });
  }

  #entries() {
    return this.db
      .select({ entry: hifzEntries, teacherName: users.name })
      .from(hifzEntries)
      .leftJoin(users, eq(users.id, hifzEntries.teacherId))
      .$dynamic();
  }
}
