import { useId } from 'react';
import { PageSpinner } from '@app/shared';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';

/** What a lazily loaded dialog shows while its code arrives: the click is answered at once. */
export function LoadingDialog({ onClose }: { onClose: () => void }) {
  const loadingId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={loadingId}
      slotProps={{ paper: { 'aria-busy': true } }}
    >
      <Box id={loadingId}>
        <PageSpinner />
      </Box>
    </Dialog>
  );
}
