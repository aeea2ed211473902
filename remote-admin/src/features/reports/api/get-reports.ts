import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, type ReportPage } from '@app/shared';
import { reportsKeys, type ReportFilter } from './reports-keys';

/** `GET /admin/reports`: one page, newest first; the cursor comes from the page before. */
export async function getReports(filter: ReportFilter, cursor?: string): Promise<ReportPage> {
  const status = filter === 'all' ? undefined : filter;
  const { data } = await apiClient.call('reports.list', { query: { status, cursor } });
  return data;
}

/** The reports of one filter, a page at a time as the admin asks for more. */
export function useReports(filter: ReportFilter) {
  return useInfiniteQuery({
    queryKey: reportsKeys.list(filter),
    queryFn: ({ pageParam }) => getReports(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
