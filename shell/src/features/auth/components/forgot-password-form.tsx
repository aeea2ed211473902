import { ApiError, apiErrorText, AppButton, useTexts } from '@app/shared';
import { FormFailure, FormTextField } from '@app/shared/forms';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { object } from 'yup';
import { translateFieldError } from '../../../lib/field-error';
import { requestPasswordReset } from '../api/recovery';
import { emailRule } from '../schemas/account-rules';

const schema = object({ contact: emailRule() });

/**
 * Asks for a reset link. The answer never says whether the address has an account: the same
 * "if it exists, a link is on its way" follows any address.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTexts('shell');
  const translateError = (error: string | undefined) => translateFieldError(t, error);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (sent) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('auth.forgot.sent')}
        </Alert>
        <Link component="button" type="button" variant="body2" onClick={onBack}>
          {t('auth.forgot.back')}
        </Link>
      </Stack>
    );
  }

  return (
    <Formik
      initialValues={{ contact: '' }}
      validationSchema={schema}
      onSubmit={async ({ contact }) => {
        setFailure(null);
        try {
          await requestPasswordReset(contact.trim());
          setSent(true);
        } catch (error) {
          setFailure(error instanceof ApiError ? apiErrorText(error) : t('auth.forgot.failed'));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('auth.forgot.title')}>
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              {t('auth.forgot.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('auth.forgot.intro')}
            </Typography>
            <FormFailure message={failure} />
            <FormTextField
              translateError={translateError}
              name="contact"
              type="email"
              label={t('auth.fields.email')}
              autoComplete="email"
              dir="ltr"
              required
            />
            <AppButton type="submit" size="lg" loading={isSubmitting}>
              {t('auth.forgot.submit')}
            </AppButton>
            <Link component="button" type="button" variant="body2" onClick={onBack}>
              {t('auth.forgot.back')}
            </Link>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
