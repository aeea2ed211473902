// How long a recording of a student's voice is kept (docs/hifz.md#recited-homework). The rows,
// grades and marks stay with the record; only the audio goes.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The accepted recording: long enough to listen back to after the homework is done. */
export const ACCEPTED_KEPT_DAYS = 90;

/** A recording a newer one replaced (sent back, or re-recorded before its review). */
export const SUPERSEDED_KEPT_DAYS = 30;

/** Any recording at all, so one never reviewed does not stay for ever. */
export const LONGEST_KEPT_DAYS = 180;

/** Files left half-written by an interrupted upload, or without a row, go after a day. */
export const LEFTOVER_KEPT_DAYS = 1;

/** The moments before which each rule has deleted a recording. */
export interface RetentionCutoffs {
  acceptedBefore: Date;
  supersededBefore: Date;
  submittedBefore: Date;
  leftoverBefore: Date;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export const retentionCutoffs = (now: Date): RetentionCutoffs => ({
  acceptedBefore: daysBefore(now, ACCEPTED_KEPT_DAYS),
  supersededBefore: daysBefore(now, SUPERSEDED_KEPT_DAYS),
  submittedBefore: daysBefore(now, LONGEST_KEPT_DAYS),
  leftoverBefore: daysBefore(now, LEFTOVER_KEPT_DAYS),
});
