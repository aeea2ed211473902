import { useCallback, useMemo, useState } from 'react';
import { PageHeader, PageSpinner, useTexts, type Report } from '@app/shared';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUILD_ID } from '../../../lib/build-id';
import { LoadError } from '../../../lib/load-error';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useReports } from '../api/get-reports';
import type { ReportFilter } from '../api/reports-keys';
import { useLiveReports } from '../hooks/use-live-reports';
import { ReportCards } from './report-cards';
import { ReportDetailsDialog } from './report-details-dialog';
import { ReportStatusFilter } from './report-status-filter';
import { ReportsFeedEnd } from './reports-feed-end';
import { ReportsTable } from './reports-table';

/** /reports: the admins' queue of reports about a lesson's participant, newest first. */
export function ReportsPage() {
  const { t } = useTexts('admin');
  const [filter, setFilter] = useState<ReportFilter>('all');
  const [viewed, setViewed] = useState<Report | null>(null);
  // Kept apart from `viewed` so the report stays on screen while the dialog closes.
  const [detailsOpen, setDetailsOpen] = useState(false);
  const view = useCallback((report: Report) => {
    setViewed(report);
    setDetailsOpen(true);
  }, []);
  const small = useSmallScreen();
  useLiveReports();
  const query = useReports(filter);
  const reports = useMemo(
    () => query.data?.pages.flatMap((page) => page.reports) ?? [],
    [query.data],
  );
  // The opened report as the list now has it, so a change made meanwhile shows in the dialog.
  const opened = viewed && (reports.find((report) => report._id === viewed._id) ?? viewed);

  return (
    <Container maxWidth="xl" sx={{ py: 4 }} data-build={BUILD_ID}>
      <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <ReportStatusFilter value={filter} onChange={setFilter} />
        {reports.length > 0 && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('reports.shown', { count: reports.length })}
          </Typography>
        )}
      </Stack>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError && reports.length === 0 ? (
        <LoadError message={t('reports.loadError')} onRetry={() => void query.refetch()} />
      ) : reports.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('reports.empty')}</Typography>
        </Paper>
      ) : (
        <>
          {small ? (
            <ReportCards reports={reports} onView={view} />
          ) : (
            <ReportsTable reports={reports} onView={view} />
          )}
          <ReportsFeedEnd
            loadingMore={query.isFetchingNextPage}
            hasMore={query.hasNextPage}
            failed={query.isFetchNextPageError}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
      <ReportDetailsDialog
        report={opened}
        open={detailsOpen}
        onClose={() => setDetailsOpen(false)}
      />
    </Container>
  );
}
