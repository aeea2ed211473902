// Reports and blocks: either side of a lesson may report the other to the admins, and a
// student may block a Sheikh (docs/safeguarding.md).

/** Why a lesson's participant reports the other. */
export const REPORT_REASONS = [
  'inappropriate_behaviour',
  'safety_concern',
  'contact_details',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Where a report stands in the admins' queue. */
export const REPORT_STATUSES = ['open', 'in_review', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The longest note a report may carry (characters). */
export const REPORT_NOTE_MAX = 1000;

/** The most Sheikhs one student may block. */
export const BLOCKS_MAX = 200;

/** How many reports one admin queue page holds. */
export const REPORTS_PAGE_SIZE = 50;

export type {
  BlockedTeacher,
  NewReport,
  Report,
  ReportDetail,
  ReportPage,
} from './api-contract/safety-contract';
