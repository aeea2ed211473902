import { AppButton, GUARDIANS_PER_CHILD_MAX, type ChildSummary, useTexts } from '@app/shared';
import { FormFailure, FormTextField } from '@app/shared/forms';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useInviteGuardian } from '../api/child-account-api';
import { emailProblem } from '../lib/email-check';
import { checkTexts, showRefusal } from '../lib/field-refusal';
import { AccountPart } from './account-part';

const shown = (error: string | undefined) => error;

/** Mails the other parent a link to become the child's second (and last) guardian. */
export function InviteGuardianForm({ child }: { child: ChildSummary }) {
  const { t } = useTexts('family');
  const common = useTexts('common').t;
  const invite = useInviteGuardian(child._id);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const full = child.guardians.length >= GUARDIANS_PER_CHILD_MAX;
  return (
    <AccountPart title={t('invite.title')} hint={t('invite.hint')}>
      {full ? (
        <Typography variant="body2">{t('invite.full', { name: child.name })}</Typography>
      ) : (
        <Formik
          initialValues={{ email: '' }}
          validate={(values) => {
            const problem = emailProblem('email', values.email);
            return problem ? checkTexts({ email: problem }, common) : {};
          }}
          onSubmit={async (values, form) => {
            setFailure(null);
            setSentTo(null);
            const email = values.email.trim();
            try {
              await invite.mutateAsync(email);
              form.resetForm();
              setSentTo(email);
            } catch (error) {
              setFailure(showRefusal(form, error, ['email'], common));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t('invite.title')}>
              <Stack spacing={1}>
                <FormFailure message={failure} />
                <FormTextField
                  name="email"
                  type="email"
                  size="small"
                  idPrefix={`invite-${child._id}`}
                  label={t('invite.email')}
                  autoComplete="email"
                  translateError={shown}
                  slotProps={{ htmlInput: { dir: 'ltr' } }}
                  required
                />
                {sentTo && (
                  <Typography role="status" variant="body2" color="success.main">
                    {t('invite.sent', { email: sentTo })}
                  </Typography>
                )}
                <AppButton
                  type="submit"
                  variant="secondary"
                  loading={isSubmitting}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('invite.submit')}
                </AppButton>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </AccountPart>
  );
}
