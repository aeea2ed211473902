import { useCallback, useMemo, useState } from 'react';
import {
  PageHeader,
  PageSpinner,
  type MeetingRoom,
  type RoomOriginFilter,
  type RoomStatusFilter,
  useTexts,
} from '@app/shared';
import { BUILD_ID } from '../../../lib/build-id';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePreloadDataGrid } from '../../../lib/data-grid/app-data-grid';
import { LoadError } from '../../../lib/load-error';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useRooms } from '../api/get-rooms';
import { useRoomsSummary } from '../api/get-rooms-summary';
import { useLoadMore } from '../hooks/use-load-more';
import { ExportRoomsButton } from './export-rooms-button';
import { RoomDetailsDialog } from './room-details-dialog';
import { RoomCards } from './room-cards';
import { RoomFilters, RoomOriginFilters } from './room-filters';
import { RoomSummary } from './room-summary';
import { RoomsFeedEnd } from './rooms-feed-end';
import { RoomsGrid } from './rooms-grid';

/** /rooms: the meeting rooms overview, newest first, loading more as the admin scrolls. */
export function RoomsPage() {
  const { t } = useTexts('admin');
  const [status, setStatus] = useState<RoomStatusFilter>('all');
  const [origin, setOrigin] = useState<RoomOriginFilter>('all');
  // One object per filter, so the queries' keys and the export follow both controls.
  const filter = useMemo(() => ({ status, origin }), [status, origin]);
  const [viewed, setViewed] = useState<MeetingRoom | null>(null);
  // Kept apart from `viewed` so the room stays on screen while the dialog closes.
  const [detailsOpen, setDetailsOpen] = useState(false);
  const view = useCallback((room: MeetingRoom) => {
    setViewed(room);
    setDetailsOpen(true);
  }, []);
  const small = useSmallScreen();
  usePreloadDataGrid();
  const query = useRooms(filter);
  const summary = useRoomsSummary(filter);
  const { fetchNextPage } = query;
  const rooms = useMemo(() => query.data?.pages.flatMap((page) => page.rooms) ?? [], [query.data]);
  const nextPageFailed = query.isFetchNextPageError;

  const sentinelRef = useLoadMore({
    // After a failed page, wait for Retry instead of asking again and again.
    canLoad: query.hasNextPage && !nextPageFailed,
    loading: query.isFetching,
    load: useCallback(() => void fetchNextPage(), [fetchNextPage]),
  });

  return (
    <Container maxWidth="xl" sx={{ py: 4 }} data-build={BUILD_ID}>
      <PageHeader title={t('rooms.title')} subtitle={t('rooms.subtitle')} />
      <RoomSummary summary={summary.data} />
      {summary.isError && (
        <Typography variant="body2" color="error" sx={{ mt: -2, mb: 2 }}>
          {t('rooms.summary.unavailable')}
        </Typography>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <RoomFilters value={status} onChange={setStatus} />
          <RoomOriginFilters value={origin} onChange={setOrigin} />
        </Stack>
        <ExportRoomsButton filter={filter} total={summary.data?.total} />
      </Stack>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError && rooms.length === 0 ? (
        <LoadError message={t('rooms.loadError')} onRetry={() => void query.refetch()} />
      ) : rooms.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('rooms.empty')}</Typography>
        </Paper>
      ) : (
        <>
          {small ? (
            <RoomCards rooms={rooms} onView={view} />
          ) : (
            <RoomsGrid rooms={rooms} onView={view} />
          )}
          <RoomsFeedEnd
            sentinelRef={sentinelRef}
            loadingMore={query.isFetchingNextPage}
            hasMore={query.hasNextPage}
            failed={nextPageFailed}
            onRetry={() => void fetchNextPage()}
          />
        </>
      )}
      <RoomDetailsDialog room={viewed} open={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </Container>
  );
}
