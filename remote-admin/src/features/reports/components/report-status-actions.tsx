import { REPORT_STATUSES, useTexts, type Report, type ReportStatus } from '@app/shared';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSnackbar } from 'notistack';
import { useUpdateReportStatus } from '../api/update-report-status';

/**
 * Open, in review, closed: the current status is the pressed button, and pressing another moves
 * the report there. The server records who moved it.
 */
export function ReportStatusActions({ report }: { report: Pick<Report, '_id' | 'status'> }) {
  const { t } = useTexts('admin');
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateReportStatus();
  const move = (status: ReportStatus) =>
    update.mutate(
      { id: report._id, status },
      {
        onSuccess: (moved) =>
          enqueueSnackbar(
            t('reportDetails.statusChanged', {
              status: t(`common:reportStatuses.${moved.status}`),
            }),
            { variant: 'success' },
          ),
        onError: () => enqueueSnackbar(t('reportDetails.statusFailed'), { variant: 'error' }),
      },
    );
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={report.status}
      disabled={update.isPending}
      aria-label={t('reportDetails.setStatus')}
      onChange={(_event, next: ReportStatus | null) => next && move(next)}
      sx={{ flexWrap: 'wrap' }}
    >
      {REPORT_STATUSES.map((status) => (
        <ToggleButton key={status} value={status}>
          {t(`common:reportStatuses.${status}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
