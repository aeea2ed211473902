import { ApiError, apiErrorText, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { verifyEmail } from '../api/recovery';

type Outcome = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** /verify-email?token=...: confirms the address the mailed link was sent to. */
export function VerifyEmailPage() {
  const { t } = useTexts('shell');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    let current = true;
    verifyEmail(token).then(
      () => current && setOutcome({ kind: 'done' }),
      (error: unknown) =>
        current &&
        setOutcome({
          kind: 'failed',
          message: error instanceof ApiError ? apiErrorText(error) : t('auth.verify.failed'),
        }),
    );
    return () => {
      current = false;
    };
  }, [token, t]);

  return (
    <Container component="main" maxWidth="xs" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('auth.verify.title')}
          </Typography>
          {outcome.kind === 'working' ? (
            <CircularProgress aria-label={t('auth.verify.title')} />
          ) : (
            <Alert severity={outcome.kind === 'done' ? 'success' : 'error'} role="status">
              {outcome.kind === 'done' ? t('auth.verify.done') : outcome.message}
            </Alert>
          )}
          <Button variant="outlined" component={RouterLink} to="/">
            {t('notFound.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
