import { ApiError, apiErrorText, AppButton, useTexts } from '@app/shared';
import { FormFailure, FormTextField } from '@app/shared/forms';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authDialogAtom } from '../../../lib/auth-dialog-atom';
import { translateFieldError } from '../../../lib/field-error';
import { resetPassword } from '../api/recovery';
import {
  NEW_PASSWORD_INITIAL_VALUES,
  newPasswordSchema,
  type NewPasswordValues,
} from '../schemas/new-password-schema';

// A link without its token is as good as an expired one.
const MISSING_TOKEN = new ApiError('missing token', 400, 'auth.reset_link_invalid');

/** /reset-password?token=...: the mailed link's page, where a new password is chosen. */
export function ResetPasswordPage() {
  const { t } = useTexts('shell');
  const translateError = (error: string | undefined) => translateFieldError(t, error);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const openAuthDialog = useSetAtom(authDialogAtom);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: NewPasswordValues) => {
    setFailure(null);
    try {
      await resetPassword({ token, ...values });
      setDone(true);
    } catch (error) {
      setFailure(error instanceof ApiError ? apiErrorText(error) : t('auth.reset.failed'));
    }
  };
  const toLogin = () => {
    void navigate('/', { replace: true });
    openAuthDialog('login');
  };

  return (
    <Container component="main" maxWidth="xs" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('auth.reset.title')}
        </Typography>
        {done ? (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              {t('auth.reset.done')}
            </Alert>
            <AppButton onClick={toLogin}>{t('auth.submitLogin')}</AppButton>
          </Stack>
        ) : (
          <Formik
            initialValues={NEW_PASSWORD_INITIAL_VALUES}
            validationSchema={newPasswordSchema}
            onSubmit={submit}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label={t('auth.reset.title')}>
                <Stack spacing={1}>
                  <FormFailure message={failure ?? (token ? null : apiErrorText(MISSING_TOKEN))} />
                  <FormTextField
                    translateError={translateError}
                    name="password"
                    type="password"
                    label={t('auth.fields.newPassword')}
                    autoComplete="new-password"
                    required
                  />
                  <FormTextField
                    translateError={translateError}
                    name="confirmPassword"
                    type="password"
                    label={t('auth.fields.confirmPassword')}
                    autoComplete="new-password"
                    required
                  />
                  <AppButton type="submit" size="lg" loading={isSubmitting} disabled={!token}>
                    {t('auth.reset.submit')}
                  </AppButton>
                </Stack>
              </Form>
            )}
          </Formik>
        )}
      </Paper>
    </Container>
  );
}
