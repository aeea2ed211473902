import { lazy, Suspense, useMemo } from 'react';
import { AppButton, PageSpinner, type LessonHistoryPage, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { namesPartiesById, toHistoryRows, type HistoryViewer } from '../lib/history-rows';
import { HistoryCards } from './history-cards';
import { ListFooter } from './list-footer';
import type { RowAction } from './row-action';

/** Past lessons asked page after page: one's own history, or a child's read by its guardian. */
export type HistoryPagesQuery = UseInfiniteQueryResult<InfiniteData<LessonHistoryPage>>;

// MUI's table is only for wide screens: a phone gets the cards and never downloads it.
const HistoryTable = lazy(() =>
  import(/* webpackChunkName: "history-table" */ './history-table').then((module) => ({
    default: module.HistoryTable,
  })),
);

/**
 * Past lessons newest first, with their ratings: loading, a failure with Retry, nothing yet, or
 * the lessons (cards on a phone, a table on a wide screen) with "Load more".
 */
export function LessonHistoryList({
  query,
  viewer,
  rowAction,
}: {
  query: HistoryPagesQuery;
  viewer: HistoryViewer;
  /** What each lesson offers besides its record (Report), composed by the app. */
  rowAction?: RowAction | undefined;
}) {
  const { t } = useTexts('history');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = useMemo(
    () => toHistoryRows(query.data?.pages.flatMap((page) => page.lessons) ?? [], viewer),
    [query.data, viewer],
  );
  // An action is about someone in the lesson: with nobody known by id, the column would be empty.
  const action = rows.some(namesPartiesById) ? rowAction : undefined;

  if (query.isPending) return <PageSpinner />;
  if (query.isError && rows.length === 0) {
    return (
      <Alert
        severity="error"
        action={<AppButton onClick={() => void query.refetch()}>{t('retry')}</AppButton>}
      >
        {t('loadError')}
      </Alert>
    );
  }
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{t(`empty.${viewer}`)}</Typography>
      </Paper>
    );
  }
  return (
    <Stack spacing={2}>
      {phone ? (
        <HistoryCards rows={rows} viewer={viewer} rowAction={action} />
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <HistoryTable rows={rows} viewer={viewer} rowAction={action} />
        </Suspense>
      )}
      <ListFooter
        query={query}
        shown={t('shown', { count: rows.length })}
        loadError={t('loadError')}
      />
    </Stack>
  );
}
