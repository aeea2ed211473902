import { AppButton, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useSendConsentMail } from '../../../lib/family/standing-api';
import { useCallBlock } from '../../../lib/family/use-guardian-rules';
import { emailProblem } from '../lib/email-check';
import { checkTexts, formRefusal } from '../lib/field-refusal';

/** Sends the consent link again, or to the address the child corrects it to. */
function ConsentMailForm({ sentTo }: { sentTo: string | null }) {
  const { t } = useTexts('meeting');
  const common = useTexts('common').t;
  const send = useSendConsentMail();
  const [email, setEmail] = useState(sentTo ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    const check = emailProblem('guardianEmail', email);
    setFieldError(
      check ? (checkTexts({ guardianEmail: check }, common).guardianEmail ?? null) : null,
    );
    if (check) return;
    try {
      await send.mutateAsync(email.trim());
    } catch (error) {
      const refusal = formRefusal(error, ['guardianEmail'], common);
      setFieldError(refusal.errors.guardianEmail ?? null);
      setFailure(refusal.failure);
    }
  };

  return (
    <>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          size="small"
          type="email"
          label={t('guardian.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <AppButton type="submit" variant="secondary" loading={send.isPending}>
          {t(sentTo ? 'guardian.sendAgain' : 'guardian.send')}
        </AppButton>
      </Stack>
      {failure && (
        <Typography role="alert" variant="body2" color="error">
          {failure}
        </Typography>
      )}
      {send.isSuccess && !failure && (
        <Typography role="status" variant="body2">
          {t('guardian.sent')}
        </Typography>
      )}
    </>
  );
}

/**
 * Why a minor's Call buttons wait: a guardian must agree first. Says where the link went, and
 * sends it again or to a corrected address. Nothing for anyone who may call.
 */
export function ConsentNotice({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTexts('meeting');
  const callBlock = useCallBlock();
  if (!callBlock) return null;
  const sentTo = callBlock.consentEmail;
  return (
    <Alert severity="warning" data-testid="consent-notice" sx={sx}>
      <Typography>
        {t('guardian.mustAgree')}{' '}
        {sentTo ? t('guardian.linkSent', { email: sentTo }) : t('guardian.noLink')}
      </Typography>
      <ConsentMailForm sentTo={sentTo} />
    </Alert>
  );
}
