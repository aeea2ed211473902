import { apiClient, type NewReport, type Report } from '@app/shared';

/** POST /reports: the session's user reports another participant of a lesson. */
export async function createReport(body: NewReport): Promise<Report> {
  const answer = await apiClient.call('reports.create', { body });
  return answer.data;
}
