import { useFormat, useTexts, type Report, type ReportStatus } from '@app/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { isUrgent } from '../lib/report-urgency';

const STATUS_COLORS: Record<ReportStatus, 'warning' | 'info' | 'default'> = {
  open: 'warning',
  in_review: 'info',
  closed: 'default',
};

/** The red edge of a safety concern's card or row, at the side the text starts from. */
export const urgentEdgeSx = {
  borderInlineStart: (theme: Theme) => `4px solid ${theme.palette.error.main}`,
};

export function ReportStatusChip({ status }: { status: ReportStatus }) {
  const { t } = useTexts('admin');
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={t(`common:reportStatuses.${status}`)}
      data-status={status}
    />
  );
}

/** Marks a safety concern, in words as well as in colour; a span, so a heading may hold it. */
export function UrgentChip() {
  const { t } = useTexts('admin');
  return (
    <Chip
      component="span"
      size="small"
      color="error"
      icon={<WarningIcon aria-hidden="true" />}
      label={t('reports.urgent')}
    />
  );
}

/** The reason in words, with an Urgent chip before a safety concern. */
export function ReportReason({ report }: { report: Pick<Report, 'reason'> }) {
  const { t } = useTexts('admin');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
      {isUrgent(report) && <UrgentChip />}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(`common:reportReasons.${report.reason}`)}
      </Typography>
    </Box>
  );
}

/** A party of the report: its name and role, and whether its account is gone. */
export function ReportPerson({ person }: { person: Report['reporter'] }) {
  const { t } = useTexts('admin');
  return (
    <>
      <bdi>{person.name}</bdi> ({t(`common:roles.${person.role}`)})
      {person._id === null && <> · {t('reports.deletedAccount')}</>}
    </>
  );
}

/** The admin who last moved the report, or that none has. */
export function ReportHandler({ report }: { report: Pick<Report, 'handledBy'> }) {
  const { t } = useTexts('admin');
  return report.handledBy ? <bdi>{report.handledBy.name}</bdi> : <>{t('reports.notHandled')}</>;
}

/** When the report was filed, relative, with the exact time for a pointer's hover. */
export function ReportFiled({ report }: { report: Pick<Report, 'createdAt'> }) {
  const format = useFormat();
  return (
    <Box component="time" dateTime={report.createdAt} title={format.dateTime(report.createdAt)}>
      {format.relative(report.createdAt)}
    </Box>
  );
}
