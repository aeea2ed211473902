import type { Report } from '@app/shared';

/** A safety concern may mean a child is at risk: it stands out in the queue, whatever its age. */
export function isUrgent(report: Pick<Report, 'reason'>): boolean {
  return report.reason === 'safety_concern';
}
