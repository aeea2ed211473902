import { useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { LoadedPage } from '../use-page-text';

interface Props {
  loaded: LoadedPage | null;
  onRetry(): void;
  /** The room around the spinner (the lesson's page has more of it than a portion's). */
  padding: number;
}

/** A page on its way: a spinner while its text loads, or why it did not, with Retry. */
export function PageLoadState({ loaded, onRetry, padding }: Props) {
  const { t } = useTexts('classroom');
  if (!loaded) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', p: padding }} role="status">
        <CircularProgress aria-label={t('mushaf.loading')} />
      </Box>
    );
  }
  if ('failed' in loaded) {
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>{t('mushaf.retry')}</Button>}>
        {t('mushaf.loadFailed')}
      </Alert>
    );
  }
  return null;
}
