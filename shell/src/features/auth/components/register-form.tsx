import {
  ApiError,
  apiErrorText,
  AppButton,
  CONDUCT_VERSION,
  REGISTRABLE_ROLES,
  useTexts,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { setUserAtom } from '@app/shared';
import { useSetAtom } from 'jotai';
import { loginDestinationFor } from '../../../lib/dashboard-route';
import { useRegister } from '../api/register';
import {
  REGISTER_INITIAL_VALUES,
  registerSchema,
  type RegisterValues,
} from '../schemas/register-schema';
import { FormFailure, FormTextField } from '@app/shared/forms';
import { translateFieldError } from '../../../lib/field-error';
import { ConductAcceptance } from './conduct-acceptance';

/**
 * The registration. A student is signed in at once and goes to work; a teacher's application
 * waits for an admin, and the form says so plainly.
 */
export function RegisterForm({ onDone }: { onDone: (destination: string) => void }) {
  const { t } = useTexts('shell');
  const translateError = (error: string | undefined) => translateFieldError(t, error);
  const { enqueueSnackbar } = useSnackbar();
  const register = useRegister();
  const setUser = useSetAtom(setUserAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const [applied, setApplied] = useState(false);

  const submit = async (values: RegisterValues) => {
    setFailure(null);
    const bio = values.bio.trim();
    try {
      const { user } = await register.mutateAsync({
        name: values.name.trim(),
        contact: values.contact.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        role: values.role,
        ...(bio ? { bio } : {}),
        ...(values.role === 'teacher' ? { acceptedConduct: CONDUCT_VERSION } : {}),
      });
      enqueueSnackbar(t('auth.messages.registerSuccess'), { variant: 'success' });
      if (user.active) {
        setUser(user);
        onDone(loginDestinationFor(user.role));
      } else {
        setApplied(true);
      }
    } catch (error) {
      setFailure(
        error instanceof ApiError ? apiErrorText(error) : t('auth.messages.registerFailed'),
      );
      enqueueSnackbar(t('auth.messages.registerFailed'), { variant: 'error' });
    }
  };

  if (applied) {
    return (
      <Alert severity="success" role="status">
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t('auth.applied.title')}
        </Typography>
        {t('auth.applied.body')}
      </Alert>
    );
  }

  return (
    <Formik
      initialValues={REGISTER_INITIAL_VALUES}
      validationSchema={registerSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate aria-label={t('auth.registerTab')}>
          <Stack spacing={1}>
            <FormFailure message={failure} />
            <FormTextField
              translateError={translateError}
              name="name"
              label={t('auth.fields.name')}
              autoComplete="name"
              required
            />
            <FormTextField
              translateError={translateError}
              name="contact"
              label={t('auth.fields.contact')}
              autoComplete="username"
              dir="ltr"
              required
            />
            <FormTextField
              translateError={translateError}
              name="password"
              type="password"
              label={t('auth.fields.password')}
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
            <FormTextField
              translateError={translateError}
              name="role"
              select
              label={t('auth.fields.role')}
              required
            >
              {REGISTRABLE_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`auth.roles.${role}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              translateError={translateError}
              name="bio"
              label={t('auth.fields.bio')}
              multiline
              minRows={2}
            />
            {values.role === 'teacher' && <ConductAcceptance translateError={translateError} />}
            <Typography variant="body2" color="text.secondary">
              {t('auth.registerNote')}
            </Typography>
            <AppButton type="submit" size="lg" loading={isSubmitting}>
              {t('auth.submitRegister')}
            </AppButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
