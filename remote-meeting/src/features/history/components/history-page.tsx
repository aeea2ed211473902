import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { AppButton, currentUserAtom, PageHeader, PageSpinner, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAtomValue } from 'jotai';
import { useHistory } from '../api/get-history';
import { namesPartiesById, toHistoryRows } from '../lib/history-rows';
import { HistoryCards } from './history-cards';
import type { RowAction } from './row-action';

interface HistoryPageProps {
  /** What each lesson offers besides its record (Report), composed by the app. */
  rowAction?: RowAction;
  /** Shown under the history whatever it holds (the student's blocked Sheikhs). */
  footer?: ReactNode;
}

// MUI's table is only for wide screens: a phone gets the cards and never downloads it.
const HistoryTable = lazy(() =>
  import(/* webpackChunkName: "history-table" */ './history-table').then((module) => ({
    default: module.HistoryTable,
  })),
);

/** /history: a student's or teacher's past sessions with their ratings, newest first. */
export function HistoryPage({ rowAction, footer }: HistoryPageProps) {
  const user = useAtomValue(currentUserAtom);
  if (!user) return <PageSpinner />;
  // The route lets only teachers and students in; anyone else sees a student's empty view.
  return (
    <HistoryOf
      userId={user._id}
      viewer={user.role === 'teacher' ? 'teacher' : 'student'}
      rowAction={rowAction}
      footer={footer}
    />
  );
}

function HistoryOf({
  userId,
  viewer,
  rowAction,
  footer,
}: HistoryPageProps & { userId: string; viewer: 'teacher' | 'student' }) {
  const { t } = useTexts('history');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const query = useHistory(userId);
  const rows = useMemo(
    () => toHistoryRows(query.data?.pages.flatMap((page) => page.lessons) ?? [], viewer),
    [query.data, viewer],
  );
  // An action is about someone in the lesson: with nobody known by id, the column would be empty.
  const action = rows.some(namesPartiesById) ? rowAction : undefined;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <PageHeader title={t('title')} subtitle={t(`subtitle.${viewer}`)} />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError && rows.length === 0 ? (
        <Alert
          severity="error"
          action={<AppButton onClick={() => void query.refetch()}>{t('retry')}</AppButton>}
        >
          {t('loadError')}
        </Alert>
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t(`empty.${viewer}`)}</Typography>
        </Paper>
      ) : (
        <Stack spacing={2}>
          {phone ? (
            <HistoryCards rows={rows} viewer={viewer} rowAction={action} />
          ) : (
            <Suspense fallback={<PageSpinner />}>
              <HistoryTable rows={rows} viewer={viewer} rowAction={action} />
            </Suspense>
          )}
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography variant="body2" color="text.secondary" role="status">
              {t('shown', { count: rows.length })}
            </Typography>
            {query.isFetchNextPageError && (
              <Typography variant="body2" color="error">
                {t('loadError')}
              </Typography>
            )}
            {query.hasNextPage && (
              <AppButton
                variant="secondary"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('loadMore')}
              </AppButton>
            )}
          </Stack>
        </Stack>
      )}
      {footer}
    </Box>
  );
}
