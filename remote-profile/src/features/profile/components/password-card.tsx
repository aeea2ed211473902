import { ApiError, apiErrorText, AppButton, PASSWORD_MIN, type User, useTexts } from '@app/shared';
import { FormFailure, FormTextField } from '@app/shared/forms';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { changePassword, resendVerification } from '../api/change-password';
import {
  PASSWORD_INITIAL_VALUES,
  passwordSchema,
  type PasswordValues,
} from '../schemas/password-schema';

/** Confirming the account's email: a new link on request, while it is not confirmed. */
function EmailVerification({ user }: { user: User }) {
  const { t } = useTexts('profile');
  const { enqueueSnackbar } = useSnackbar();
  const [sending, setSending] = useState(false);
  if (!user.email || user.verified) return null;
  const send = async () => {
    setSending(true);
    try {
      await resendVerification();
      enqueueSnackbar(t('password.verificationSent'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(apiErrorText(error), { variant: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <AppButton variant="ghost" size="sm" loading={sending} onClick={() => void send()}>
          {t('password.sendVerification')}
        </AppButton>
      }
    >
      {t('password.unverified')}
    </Alert>
  );
}

/** Account security: change the password (the current one is asked), confirm the email. */
export function PasswordCard({ user }: { user: User }) {
  const { t } = useTexts('profile');
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const translateError = (error: string | undefined) =>
    error ? t(error, { count: PASSWORD_MIN }) : undefined;

  const submit = async (values: PasswordValues, reset: () => void) => {
    setFailure(null);
    try {
      await changePassword(values);
      enqueueSnackbar(t('password.changed'), { variant: 'success' });
      reset();
    } catch (error) {
      setFailure(error instanceof ApiError ? apiErrorText(error) : t('password.failed'));
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('password.title')}
        </Typography>
        <EmailVerification user={user} />
        <Formik
          initialValues={PASSWORD_INITIAL_VALUES}
          validationSchema={passwordSchema}
          onSubmit={(values, helpers) => submit(values, () => helpers.resetForm())}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t('password.title')}>
              <Stack spacing={1}>
                <FormFailure message={failure} />
                <FormTextField
                  translateError={translateError}
                  name="currentPassword"
                  type="password"
                  label={t('password.current')}
                  autoComplete="current-password"
                  required
                />
                <FormTextField
                  translateError={translateError}
                  name="password"
                  type="password"
                  label={t('password.new')}
                  autoComplete="new-password"
                  required
                />
                <FormTextField
                  translateError={translateError}
                  name="confirmPassword"
                  type="password"
                  label={t('password.confirm')}
                  autoComplete="new-password"
                  required
                />
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <AppButton type="submit" loading={isSubmitting}>
                    {t('password.submit')}
                  </AppButton>
                </Box>
              </Stack>
            </Form>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}
