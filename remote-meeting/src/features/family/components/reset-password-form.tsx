import { AppButton, type ChildSummary, useTexts } from '@app/shared';
import { FormFailure, FormTextField } from '@app/shared/forms';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useResetChildPassword } from '../api/child-account-api';
import { checkTexts, showRefusal } from '../lib/field-refusal';
import { passwordProblems } from '../lib/new-child-form';
import { AccountPart } from './account-part';

const EMPTY = { password: '', confirmPassword: '' };
const shown = (error: string | undefined) => error;

/** Sets a new password for a child who forgot theirs (the confirmation stays here). */
export function ResetPasswordForm({ child }: { child: ChildSummary }) {
  const { t } = useTexts('family');
  const common = useTexts('common').t;
  const reset = useResetChildPassword(child._id);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  return (
    <AccountPart title={t('password.title')} hint={t('password.hint', { name: child.name })}>
      <Formik
        initialValues={EMPTY}
        validate={(values) =>
          checkTexts(passwordProblems(values.password, values.confirmPassword), common)
        }
        onSubmit={async (values, form) => {
          setFailure(null);
          setDone(false);
          try {
            await reset.mutateAsync(values.password);
            form.resetForm();
            setDone(true);
          } catch (error) {
            setFailure(showRefusal(form, error, ['password'], common));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('password.title')}>
            <Stack spacing={1}>
              <FormFailure message={failure} />
              <FormTextField
                name="password"
                type="password"
                size="small"
                idPrefix={`password-${child._id}`}
                label={t('password.password')}
                autoComplete="new-password"
                translateError={shown}
                required
              />
              <FormTextField
                name="confirmPassword"
                type="password"
                size="small"
                idPrefix={`password-${child._id}`}
                label={t('password.confirmPassword')}
                autoComplete="new-password"
                translateError={shown}
                required
              />
              {done && (
                <Typography role="status" variant="body2" color="success.main">
                  {t('password.done', { name: child.name })}
                </Typography>
              )}
              <AppButton
                type="submit"
                variant="secondary"
                loading={isSubmitting}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('password.submit')}
              </AppButton>
            </Stack>
          </Form>
        )}
      </Formik>
    </AccountPart>
  );
}
