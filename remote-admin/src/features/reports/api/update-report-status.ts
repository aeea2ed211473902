import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Report, type ReportDetail, type ReportStatus } from '@app/shared';
import { reportsKeys } from './reports-keys';

/** `PATCH /admin/reports/{id}`: moves the report; the server records the admin who did. */
export async function updateReportStatus({
  id,
  status,
}: {
  id: string;
  status: ReportStatus;
}): Promise<Report> {
  const { data } = await apiClient.call('reports.update', { params: { id }, body: { status } });
  return data;
}

export function useUpdateReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportStatus,
    onSuccess: (report) => {
      // The open details show the answer at once; the lesson's record did not change with it.
      queryClient.setQueryData<ReportDetail>(
        reportsKeys.detail(report._id),
        (detail) => detail && { ...detail, ...report },
      );
      void queryClient.invalidateQueries({ queryKey: reportsKeys.lists() });
    },
  });
}
