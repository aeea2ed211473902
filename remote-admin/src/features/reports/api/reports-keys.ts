import type { ReportStatus } from '@app/shared';

/** What the queue shows: every report, or those of one status. */
export type ReportFilter = 'all' | ReportStatus;

/** Query keys of the report queue; a status change invalidates every list. */
export const reportsKeys = {
  all: ['reports'] as const,
  lists: () => [...reportsKeys.all, 'list'] as const,
  list: (filter: ReportFilter) => [...reportsKeys.lists(), filter] as const,
  detail: (id: string) => [...reportsKeys.all, 'detail', id] as const,
};
