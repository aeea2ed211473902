import type {
  AyahRef,
  LessonEntry,
  MistakeMark,
  StudentRecord,
  SurahProgress,
  SurahStatus,
} from '@app/shared';
import { SURAH_TOTAL } from '../../lib/quran/page-layout';

// What the record screen derives from a student's marks and surah statuses. Pure, so the
// rules are tested without a screen.

/** Every surah's status: the one set, or not started. */
export function surahStatuses(surahs: readonly SurahProgress[]): SurahStatus[] {
  const statuses = Array.from({ length: SURAH_TOTAL }, (): SurahStatus => 'not_started');
  for (const { surah, status } of surahs) statuses[surah - 1] = status;
  return statuses;
}

/** The Monday (UTC) of a date's week, as YYYY-MM-DD. */
export function weekOf(iso: string): string {
  const date = new Date(iso);
  const day = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - day);
  return date.toISOString().slice(0, 10);
}

/** Mistakes per week, oldest first. */
export function mistakesByWeek(marks: readonly MistakeMark[]): { week: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const mark of marks) {
    const week = weekOf(mark.createdAt);
    counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([week, count]) => ({ week, count }))
    .sort((a, b) => a.week.localeCompare(b.week));
}

export interface MissedAyah extends AyahRef {
  count: number;
  /** The newest mark on it, to break ties by recency. */
  last: string;
}

/** The ayat with the most mistakes, most first (ties: the most recent first). */
export function mostMissedAyat(marks: readonly MistakeMark[], limit = 10): MissedAyah[] {
  const byAyah = new Map<string, MissedAyah>();
  for (const mark of marks) {
    const key = `${mark.surah}:${mark.ayah}`;
    const entry = byAyah.get(key) ?? { surah: mark.surah, ayah: mark.ayah, count: 0, last: '' };
    entry.count += 1;
    if (mark.createdAt > entry.last) entry.last = mark.createdAt;
    byAyah.set(key, entry);
  }
  return [...byAyah.values()]
    .sort((a, b) => b.count - a.count || b.last.localeCompare(a.last))
    .slice(0, limit);
}

/**
 * Longest waiting first. A status that follows from the memorised ayat has no date, so it
 * comes after those a Sheikh set by hand.
 */
function byWaiting(a: SurahProgress, b: SurahProgress): number {
  if (a.updatedAt === b.updatedAt) return 0;
  if (a.updatedAt === null) return 1;
  if (b.updatedAt === null) return -1;
  return a.updatedAt.localeCompare(b.updatedAt);
}

export type ReviseItem = { kind: 'surah'; surah: number } | ({ kind: 'ayah' } & MissedAyah);

/**
 * What to revise next: the surahs the teacher marked as needing revision (longest waiting
 * first), then the most-missed ayat of the other surahs.
 */
export function reviseNext(
  surahs: readonly SurahProgress[],
  marks: readonly MistakeMark[],
  limit = 10,
): ReviseItem[] {
  const needing = surahs.filter((entry) => entry.status === 'needs_revision').sort(byWaiting);
  const covered = new Set(needing.map((entry) => entry.surah));
  const ayat = mostMissedAyat(
    marks.filter((mark) => !covered.has(mark.surah)),
    limit,
  );
  return [
    ...needing.map((entry): ReviseItem => ({ kind: 'surah', surah: entry.surah })),
    ...ayat.map((entry): ReviseItem => ({ kind: 'ayah', ...entry })),
  ].slice(0, limit);
}

/** What the record opens with: the homework set last, what to revise, and the last lesson. */
export interface NextSteps {
  homework: LessonEntry | null;
  revise: ReviseItem[];
  lastLesson: LessonEntry | null;
}

/** The record's first section, from lessons listed newest first. */
export function nextSteps(
  record: Pick<StudentRecord, 'surahs' | 'marks' | 'lessons'>,
  limit = 3,
): NextSteps {
  return {
    homework: record.lessons.find((lesson) => lesson.homework?.trim()) ?? null,
    revise: reviseNext(record.surahs, record.marks, limit),
    lastLesson: record.lessons[0] ?? null,
  };
}

/** How many surahs have each status, for the legend. */
export function statusCounts(statuses: readonly SurahStatus[]): Record<SurahStatus, number> {
  const counts = { not_started: 0, learning: 0, memorised: 0, needs_revision: 0 };
  for (const status of statuses) counts[status] += 1;
  return counts;
}
