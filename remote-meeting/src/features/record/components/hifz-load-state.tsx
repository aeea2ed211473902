import { useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface Props<T> {
  progress: UseQueryResult<T>;
  /** The one section that offers Retry; the others only say the hifz is missing. */
  retry?: boolean;
  children(progress: T): ReactNode;
}

/**
 * A record section drawn from the hifz: a spinner until it arrives, and when it cannot be had,
 * a word instead of the section (the rest of the record still shows).
 */
export function HifzLoadState<T>({ progress, retry = false, children }: Props<T>) {
  const { t } = useTexts('hifz');
  if (progress.data !== undefined) return children(progress.data);
  if (progress.isError) {
    return retry ? (
      <Alert
        severity="error"
        action={<Button onClick={() => void progress.refetch()}>{t('record.retry')}</Button>}
      >
        {t('record.loadFailed')}
      </Alert>
    ) : (
      <Typography color="text.secondary">{t('record.loadFailed')}</Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', p: 2 }}>
      <CircularProgress size={24} aria-label={t('title')} />
    </Box>
  );
}
