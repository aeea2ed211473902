import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@app/shared';
import { reportsKeys } from './reports-keys';

/** `GET /admin/reports/{id}`: the report with its lesson's chat, marks and refused contacts. */
export function useReportDetail(id: string) {
  return useQuery({
    queryKey: reportsKeys.detail(id),
    queryFn: async () => (await apiClient.call('reports.get', { params: { id } })).data,
  });
}
