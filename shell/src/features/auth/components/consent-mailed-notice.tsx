import { AppButton, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ConsentMailedNoticeProps {
  /** Where the consent link went: the address the student gave. */
  guardianEmail: string;
  onContinue: () => void;
}

/**
 * A minor's account is ready, but calls wait for a guardian: the form says where the link to
 * agree went before the student moves on, so nobody wonders why the Call button refuses.
 */
export function ConsentMailedNotice({ guardianEmail, onContinue }: ConsentMailedNoticeProps) {
  const { t } = useTexts('shell');
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t('auth.consentMailed.title')}
        </Typography>
        {t('auth.consentMailed.body', { email: guardianEmail })}
      </Alert>
      <AppButton size="lg" onClick={onContinue}>
        {t('auth.consentMailed.continue')}
      </AppButton>
    </Stack>
  );
}
