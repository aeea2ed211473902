import { useTexts } from '../i18n/use-texts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface PageSpinnerProps {
  /** Text under the spinner; defaults to the translated "Loading...". */
  label?: string;
  /** Cover the whole viewport instead of the content area. */
  fullPage?: boolean;
}

/** A centred, announced loading state for a page or the whole screen. */
export function PageSpinner({ label, fullPage = false }: PageSpinnerProps) {
  const { t } = useTexts('common');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: fullPage ? '100vh' : 240,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{label ?? t('loading')}</Typography>
    </Box>
  );
}
