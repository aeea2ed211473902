import { ApiError, apiErrorText, AppButton, authAtom, useTexts } from '@app/shared';
import { FormFailure } from '@app/shared/forms';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { authDialogAtom, type AuthDialogMode } from '../../../lib/auth-dialog-atom';
import { authReturnStateFor } from '../../../lib/auth-return';
import { useLogout } from '../../../lib/use-logout';
import { useGiveConsent } from '../api/consent';

interface ConsentActionsProps {
  token: string;
  childName: string;
  /** The child already has the most guardians an account may have. */
  full: boolean;
}

/**
 * What the reader can do with the link: a guardian agrees; a visitor signs in or creates a
 * guardian account and comes back here; another kind of account is asked to sign out first.
 */
export function ConsentActions({ token, childName, full }: ConsentActionsProps) {
  const { t } = useTexts(['shell', 'common']);
  const { isInitialized, user } = useAtomValue(authAtom);
  const consent = useGiveConsent();
  const location = useLocation();
  const here = location.pathname + location.search;
  const logout = useLogout(here);

  if (consent.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('consent.agreed', { name: childName })}
        </Alert>
        <Button variant="contained" component={RouterLink} to="/family">
          {t('consent.openFamily')}
        </Button>
      </Stack>
    );
  }
  if (full) return <Alert severity="info">{t('consent.full', { name: childName })}</Alert>;
  if (!isInitialized) return <CircularProgress aria-label={t('guards.checkingAuth')} />;
  if (!user) return <SignInChoices />;
  if (user.role !== 'guardian') {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">
          {t('consent.wrongRole', { name: user.name, role: t(`common:roles.${user.role}`) })}
        </Alert>
        <Button variant="outlined" onClick={logout}>
          {t('consent.signOut')}
        </Button>
      </Stack>
    );
  }
  const failure = consent.isError
    ? consent.error instanceof ApiError
      ? apiErrorText(consent.error)
      : t('consent.failed')
    : null;
  return (
    <Stack spacing={2}>
      <FormFailure message={failure} />
      <AppButton size="lg" loading={consent.isPending} onClick={() => consent.mutate(token)}>
        {t('consent.agree')}
      </AppButton>
    </Stack>
  );
}

/** A visitor signs in, or registers as a guardian; either way the dialog brings them back. */
function SignInChoices() {
  const { t } = useTexts('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const openAuthDialog = useSetAtom(authDialogAtom);
  const open = (mode: AuthDialogMode) => {
    const registerAs = mode === 'register' ? 'guardian' : undefined;
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: authReturnStateFor(location, registerAs) },
    );
    openAuthDialog(mode);
  };
  return (
    <Stack spacing={2}>
      <Typography>{t('consent.signInPrompt')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <AppButton onClick={() => open('login')}>{t('consent.signIn')}</AppButton>
        <AppButton variant="secondary" onClick={() => open('register')}>
          {t('consent.createAccount')}
        </AppButton>
      </Stack>
    </Stack>
  );
}
