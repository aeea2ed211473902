// Hifz, the way memorisation schools teach it: every lesson works in three lanes (the new lesson,
// the recent portion, the old revision), each portion graded; what a student has memorised is
// kept by ayah, and each memorised page comes back for revision on a schedule its grades set.
// Used by the API (rules, storage) and the meeting remote (the lesson's form, the record).

import type { AyahRef } from './classroom';

/**
 * The three lanes: sabaq (the new lesson), sabqi (the recent portion, revised daily) and manzil
 * (the old revision, in rotation).
 */
export const HIFZ_LANES = ['sabaq', 'sabqi', 'manzil'] as const;
export type HifzLane = (typeof HIFZ_LANES)[number];

/** How a portion was recited, best first. */
export const HIFZ_GRADES = ['excellent', 'good', 'weak', 'repeat'] as const;
export type HifzGrade = (typeof HIFZ_GRADES)[number];

/** How the Sheikh names a portion: an ayah range, whole pages or whole juz. */
export const PORTION_UNITS = ['ayat', 'pages', 'juz'] as const;
export type PortionUnit = (typeof PORTION_UNITS)[number];

/** Longest note on a lane's entry. */
export const HIFZ_NOTE_MAX = 200;

/**
 * Most entries one lesson holds for one student: three lanes a lesson, many times over for
 * corrections, and still a bound on what one hand (or script) can write.
 */
export const HIFZ_ENTRIES_PER_LESSON_MAX = 60;

/** A portion as the Sheikh names it; the API turns it into its ayah range. */
export type Portion =
  | { unit: 'ayat'; from: AyahRef; to: AyahRef }
  | { unit: 'pages'; from: number; to: number }
  | { unit: 'juz'; from: number; to: number };

/** A range of ayat in reading order, both ends included. */
export interface AyahRange {
  first: AyahRef;
  last: AyahRef;
}

export type {
  HifzEntry,
  HifzProgress,
  NewHifzEntry,
  ReviewPage,
  WeeklyReport,
} from './api-contract/hifz-contract';
