import { ApiError, apiErrorText, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useConsentRequest } from '../api/consent';
import { ConsentActions } from './consent-actions';

// A link without its token is as good as an expired one.
const MISSING_TOKEN = new ApiError('missing token', 400, 'family.consent_link_invalid');

/**
 * /consent?token=...: the page a consent or invitation link opens. It says who asks and what
 * a guardian does, then lets a guardian's account agree; a visitor signs in or registers first.
 */
export function ConsentPage() {
  const { t } = useTexts('shell');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('consent.title')}
          </Typography>
          {token ? (
            <ConsentRequestView token={token} />
          ) : (
            <Alert severity="error">{apiErrorText(MISSING_TOKEN)}</Alert>
          )}
          <Button variant="text" component={RouterLink} to="/">
            {t('notFound.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/** The request behind the link, once loaded, and what the reader can do about it. */
function ConsentRequestView({ token }: { token: string }) {
  const { t } = useTexts('shell');
  const request = useConsentRequest(token);
  if (request.isPending) return <CircularProgress aria-label={t('consent.loading')} />;
  if (request.isError) {
    // A refused link (invalid, used, expired) says so; anything else may pass on a retry.
    const refused = request.error instanceof ApiError && request.error.status < 500;
    return (
      <Alert
        severity="error"
        action={
          refused ? undefined : (
            <Button color="inherit" size="small" onClick={() => void request.refetch()}>
              {t('consent.retry')}
            </Button>
          )
        }
      >
        {refused ? apiErrorText(request.error) : t('consent.loadFailed')}
      </Alert>
    );
  }
  const { child, placesLeft } = request.data;
  return (
    <>
      <Typography>
        {child.birthYear === null
          ? t('consent.requestWithoutYear', { name: child.name })
          : t('consent.request', { name: child.name, year: child.birthYear })}
      </Typography>
      <ConsentActions token={token} childName={child.name} full={placesLeft <= 0} />
    </>
  );
}
