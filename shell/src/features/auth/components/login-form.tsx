import { ApiError, apiErrorText, AppButton, useTexts } from '@app/shared';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { loginDestinationFor } from '../../../lib/dashboard-route';
import { LoginRefusedError, useLogin } from '../api/login';
import { LOGIN_INITIAL_VALUES, loginSchema, type LoginValues } from '../schemas/login-schema';
import { FormFailure, FormTextField } from '@app/shared/forms';
import { translateFieldError } from '../../../lib/field-error';

interface LoginFormProps {
  /** Where the visitor was going before a guard sent them to the landing page. */
  returnTo: string | null;
  onDone: (destination: string) => void;
  onForgotPassword: () => void;
}

/** The login: email, phone or username, and password; a refused or failed login says why. */
export function LoginForm({ returnTo, onDone, onForgotPassword }: LoginFormProps) {
  const { t } = useTexts('shell');
  const translateError = (error: string | undefined) => translateFieldError(t, error);
  const { enqueueSnackbar } = useSnackbar();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: LoginValues) => {
    setFailure(null);
    try {
      const user = await login.mutateAsync({
        contact: values.contact.trim(),
        password: values.password,
      });
      enqueueSnackbar(t('auth.messages.loginSuccess'), { variant: 'success' });
      onDone(returnTo ?? loginDestinationFor(user.role));
    } catch (error) {
      const message =
        error instanceof LoginRefusedError
          ? t(error.reasonKey)
          : error instanceof ApiError
            ? [
                apiErrorText(error),
                error.reason && t('auth.messages.reason', { reason: error.reason }),
              ]
                .filter(Boolean)
                .join(' ')
            : t('auth.messages.loginFailed');
      setFailure(message);
      enqueueSnackbar(t('auth.messages.loginFailed'), { variant: 'error' });
    }
  };

  return (
    <Formik initialValues={LOGIN_INITIAL_VALUES} validationSchema={loginSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('auth.loginTab')}>
          <Stack spacing={1}>
            <FormFailure message={failure} />
            <FormTextField
              translateError={translateError}
              name="contact"
              label={t('auth.fields.loginContact')}
              autoComplete="username"
              dir="ltr"
              required
            />
            <FormTextField
              translateError={translateError}
              name="password"
              type="password"
              label={t('auth.fields.password')}
              autoComplete="current-password"
              required
            />
            <AppButton type="submit" size="lg" loading={isSubmitting}>
              {t('auth.submitLogin')}
            </AppButton>
            <Link component="button" type="button" variant="body2" onClick={onForgotPassword}>
              {t('auth.forgotPassword')}
            </Link>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
