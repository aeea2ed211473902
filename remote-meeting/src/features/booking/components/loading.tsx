import { useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A week's free times on their way. */
export function Loading() {
  const { t } = useTexts('booking');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={28} aria-label={t('loading')} />
    </Box>
  );
}
