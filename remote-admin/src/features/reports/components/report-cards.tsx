import type { ReactNode } from 'react';
import { useTexts, type Report } from '@app/shared';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardList, CardListItem } from '../../../lib/card-list';
import { isUrgent } from '../lib/report-urgency';
import {
  ReportFiled,
  ReportHandler,
  ReportPerson,
  ReportReason,
  ReportStatusChip,
  urgentEdgeSx,
} from './report-cells';
import { ViewReportButton } from './view-report-button';

interface ReportCardsProps {
  reports: Report[];
  onView: (report: Report) => void;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** The queue on a phone: one card per report, a safety concern edged in red. */
export function ReportCards({ reports, onView }: ReportCardsProps) {
  const { t } = useTexts('admin');
  return (
    <CardList>
      {reports.map((report) => (
        <CardListItem
          key={report._id}
          label={t('reports.cardLabel', {
            reason: t(`common:reportReasons.${report.reason}`),
            name: report.reported.name,
          })}
        >
          <CardContent sx={isUrgent(report) ? urgentEdgeSx : undefined}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <ReportReason report={report} />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <ReportStatusChip status={report.status} />
                  <Typography variant="caption" color="text.secondary">
                    <ReportFiled report={report} />
                  </Typography>
                </Stack>
              </Stack>
              <ViewReportButton report={report} onView={onView} />
            </Stack>
            <Stack spacing={0.5} sx={{ mt: 1.5 }}>
              <Line label={t('reports.columns.reporter')}>
                <ReportPerson person={report.reporter} />
              </Line>
              <Line label={t('reports.columns.reported')}>
                <ReportPerson person={report.reported} />
              </Line>
              <Line label={t('reports.columns.room')}>
                <bdi>{report.roomName}</bdi>
              </Line>
              <Line label={t('reports.columns.handledBy')}>
                <ReportHandler report={report} />
              </Line>
            </Stack>
          </CardContent>
        </CardListItem>
      ))}
    </CardList>
  );
}
