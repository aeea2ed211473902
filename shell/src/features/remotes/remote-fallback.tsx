import { useTexts } from '@app/shared/core';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';

/** The translated message shown in place of a remote that failed to load. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTexts('shell');
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('remote.unavailableTitle')}</AlertTitle>
        {t('remote.unavailableText')}
      </Alert>
    </Container>
  );
}
