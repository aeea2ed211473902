import {
  AppButton,
  placeFailure,
  REGISTRABLE_ROLES,
  setUserAtom,
  type ApiErrorCode,
  useMinorAge,
  useTexts,
} from '@app/shared';
import { FormFailure, FormTextField } from '@app/shared/forms';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useSetAtom } from 'jotai';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import type { RegistrableRole } from '../../../lib/auth-return';
import { loginDestinationFor } from '../../../lib/dashboard-route';
import { translateFieldError } from '../../../lib/field-error';
import { useRegister } from '../api/register';

import { birthYearOf, minorAgeMaking, needsGuardian, type MinorRule } from '../schemas/minor-rule';
import { registerRequestOf } from '../schemas/register-request';
import {
  REGISTER_FIELDS,
  registerInitialValues,
  registerSchemaFor,
  type RegisterValues,
} from '../schemas/register-schema';
import { ConductAcceptance } from './conduct-acceptance';
import { ConsentMailedNotice } from './consent-mailed-notice';
import { StudentAgeFields } from './student-age-fields';

// A taken address is about the contact field.
const CONFLICTS: Partial<Record<ApiErrorCode, 'contact'>> = {
  'users.email_taken': 'contact',
  'users.phone_taken': 'contact',
};

type Outcome =
  { kind: 'applied' } | { kind: 'consentMailed'; guardianEmail: string; destination: string };

interface RegisterFormProps {
  /** The page to return to once registered (a guard's or a page's); null: the role's own. */
  returnTo: string | null;
  /** The role the form starts with when the page asked for one (a guardian's consent page). */
  initialRole: RegistrableRole | null;
  onDone: (destination: string) => void;
}

/**
 * The registration. A student is signed in at once and goes to work (a minor first learns that
 * a guardian was mailed a link to agree); a teacher's application waits for an admin, and the
 * form says so plainly. A refusal shows under the fields it is about.
 */
export function RegisterForm({ returnTo, initialRole, onDone }: RegisterFormProps) {
  const { t } = useTexts('shell');
  const translateError = (error: string | undefined) => translateFieldError(t, error);
  const { enqueueSnackbar } = useSnackbar();
  const register = useRegister();
  const setUser = useSetAtom(setUserAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [initialValues] = useState(() => registerInitialValues(initialRole ?? undefined));
  const configuredMinorAge = useMinorAge();
  const [today] = useState(() => new Date());
  // Raised when the server asks a guardian's email of a student the form took for an adult.
  const [minorAgeFloor, setMinorAgeFloor] = useState(0);
  const minorRule = useMemo<MinorRule>(
    () => ({ minorAge: Math.max(configuredMinorAge, minorAgeFloor), today }),
    [configuredMinorAge, minorAgeFloor, today],
  );
  const schema = useMemo(() => registerSchemaFor(minorRule), [minorRule]);

  const submit = async (values: RegisterValues, form: FormikHelpers<RegisterValues>) => {
    setFailure(null);
    const minor = needsGuardian(values, minorRule);
    try {
      const { user } = await register.mutateAsync(registerRequestOf(values, minorRule));
      enqueueSnackbar(t('auth.messages.registerSuccess'), { variant: 'success' });
      if (!user.active) {
        setOutcome({ kind: 'applied' });
        return;
      }
      setUser(user);
      const destination = returnTo ?? loginDestinationFor(user.role);
      if (minor) {
        setOutcome({
          kind: 'consentMailed',
          guardianEmail: values.guardianEmail.trim(),
          destination,
        });
      } else {
        onDone(destination);
      }
    } catch (error) {
      const placed = placeFailure(
        error,
        REGISTER_FIELDS,
        CONFLICTS,
        t('auth.messages.registerFailed'),
      );
      const birthYear = birthYearOf(values.birthYear, today);
      if (placed.onFields.guardianEmail !== undefined && !minor && birthYear !== null) {
        setMinorAgeFloor(minorAgeMaking(birthYear, today));
      }
      const refused = Object.keys(placed.onFields);
      if (refused.length > 0) {
        form.setErrors(placed.onFields);
        // Not validated again here: the client's rules would clear what the server refused.
        void form.setTouched(Object.fromEntries(refused.map((field) => [field, true])), false);
      }
      setFailure(placed.general);
      enqueueSnackbar(t('auth.messages.registerFailed'), { variant: 'error' });
    }
  };

  if (outcome?.kind === 'applied') {
    return (
      <Alert severity="success" role="status">
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t('auth.applied.title')}
        </Typography>
        {t('auth.applied.body')}
      </Alert>
    );
  }
  if (outcome?.kind === 'consentMailed') {
    const { guardianEmail, destination } = outcome;
    return (
      <ConsentMailedNotice guardianEmail={guardianEmail} onContinue={() => onDone(destination)} />
    );
  }

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
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
            <StudentAgeFields translateError={translateError} minorRule={minorRule} />
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
