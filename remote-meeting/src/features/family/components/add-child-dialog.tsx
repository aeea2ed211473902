import { AppButton, useTexts } from '@app/shared';
import { FormFailure, FormTextField } from '@app/shared/forms';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { usePhoneScreen } from '../../../lib/use-phone-screen';
import { useAddChild } from '../api/children-api';
import { checkTexts, showRefusal } from '../lib/field-refusal';
import {
  EMPTY_NEW_CHILD,
  NEW_CHILD_FIELDS,
  newChildBody,
  newChildProblems,
} from '../lib/new-child-form';

const shown = (error: string | undefined) => error;
const ID_PREFIX = 'add-child';

/**
 * Makes a child's account: a name, the username and password the child signs in with, and
 * the birth year. The guardian who adds it is its guardian at once. A taken username, and any
 * field the server refuses, shows under that field.
 */
export function AddChildDialog({ onClose }: { onClose(): void }) {
  const { t } = useTexts('family');
  const common = useTexts('common').t;
  const phone = usePhoneScreen();
  const titleId = useId();
  const addChild = useAddChild();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <Formik
        initialValues={EMPTY_NEW_CHILD}
        validate={(values) => checkTexts(newChildProblems(values, new Date()), common)}
        onSubmit={async (values, form) => {
          setFailure(null);
          try {
            const child = await addChild.mutateAsync(newChildBody(values));
            enqueueSnackbar(
              t('add.added', { name: child.name, username: child.username ?? values.username }),
              { variant: 'success' },
            );
            onClose();
          } catch (error) {
            setFailure(
              showRefusal(form, error, NEW_CHILD_FIELDS, common, {
                'users.username_taken': 'username',
              }),
            );
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate style={{ display: 'contents' }}>
            <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
            <DialogContent dividers>
              <Stack spacing={1}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('add.intro')}
                </Typography>
                <FormFailure message={failure} />
                <FormTextField
                  name="name"
                  idPrefix={ID_PREFIX}
                  label={t('add.name')}
                  autoComplete="off"
                  translateError={shown}
                  required
                />
                <FormTextField
                  name="username"
                  idPrefix={ID_PREFIX}
                  label={t('add.username')}
                  helperText={t('add.usernameHint')}
                  autoComplete="off"
                  translateError={shown}
                  slotProps={{
                    htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false },
                  }}
                  required
                />
                <FormTextField
                  name="password"
                  type="password"
                  idPrefix={ID_PREFIX}
                  label={t('add.password')}
                  autoComplete="new-password"
                  translateError={shown}
                  required
                />
                <FormTextField
                  name="confirmPassword"
                  type="password"
                  idPrefix={ID_PREFIX}
                  label={t('add.confirmPassword')}
                  autoComplete="new-password"
                  translateError={shown}
                  required
                />
                <FormTextField
                  name="birthYear"
                  idPrefix={ID_PREFIX}
                  label={t('add.birthYear')}
                  translateError={shown}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, dir: 'ltr' } }}
                  required
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <AppButton variant="ghost" onClick={onClose}>
                {t('add.cancel')}
              </AppButton>
              <AppButton type="submit" loading={isSubmitting}>
                {t('add.submit')}
              </AppButton>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
