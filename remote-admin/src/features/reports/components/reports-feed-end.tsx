import { AppButton, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../lib/load-error';

interface ReportsFeedEndProps {
  loadingMore: boolean;
  hasMore: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * Under the list: Load more while the server has more, the failed page with Retry, or the end.
 * A button rather than the rooms' infinite scroll: an admin works through a queue, and a page
 * that grows by itself would move the report being read.
 */
export function ReportsFeedEnd({ loadingMore, hasMore, failed, onLoadMore }: ReportsFeedEndProps) {
  const { t } = useTexts('admin');
  return (
    <Box sx={{ py: 3, display: 'flex', justifyContent: 'center' }}>
      {failed ? (
        <LoadError message={t('reports.loadError')} onRetry={onLoadMore} />
      ) : hasMore ? (
        <AppButton variant="secondary" loading={loadingMore} onClick={onLoadMore}>
          {t('reports.loadMore')}
        </AppButton>
      ) : (
        <Typography color="text.secondary">{t('reports.end')}</Typography>
      )}
    </Box>
  );
}
