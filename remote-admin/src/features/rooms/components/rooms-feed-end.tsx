import { useTexts } from '@app/shared/core';
import type { RefCallback } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../lib/load-error';

interface RoomsFeedEndProps {
  /** Placed after the last row: the infinite scroll watches it. */
  sentinelRef: RefCallback<Element>;
  loadingMore: boolean;
  hasMore: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** Under the table: 'Loading more rooms...', the load error with Retry, or the end note. */
export function RoomsFeedEnd({
  sentinelRef,
  loadingMore,
  hasMore,
  failed,
  onRetry,
}: RoomsFeedEndProps) {
  const { t } = useTexts('admin');
  return (
    <Box ref={sentinelRef} sx={{ py: 3, display: 'flex', justifyContent: 'center' }}>
      {failed ? (
        <LoadError message={t('rooms.loadError')} onRetry={onRetry} />
      ) : loadingMore ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography color="text.secondary">{t('rooms.loadingMore')}</Typography>
        </Box>
      ) : (
        !hasMore && <Typography color="text.secondary">{t('rooms.end')}</Typography>
      )}
    </Box>
  );
}
