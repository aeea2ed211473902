import { useTexts } from '@app/shared/core';
import { useState } from 'react';
import type { User } from '@app/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useFormikContext } from 'formik';
import { useSnackbar } from 'notistack';
import { useUpdateUser } from '../api/update-user';
import type { UserFormValues } from '../schemas/user-form-schema';
import { useErrorToast } from '../hooks/use-translate-error';
import { LazyConfirmUserDialog } from './lazy-confirm-user-dialog';

interface ActiveSwitchProps {
  user: User;
  actor: User;
}

/**
 * When editing, the active switch saves at once, sending only `active`; switching an account
 * off asks first, as the table's Deactivate does. One's own account cannot be deactivated: the
 * switch is disabled while active, and a note explains.
 */
export function ActiveSwitch({ user, actor }: ActiveSwitchProps) {
  const { t } = useTexts('admin');
  const showError = useErrorToast();
  const { enqueueSnackbar } = useSnackbar();
  const { values, setFieldValue } = useFormikContext<UserFormValues>();
  const update = useUpdateUser();
  const self = user._id === actor._id;
  const [confirmingBan, setConfirmingBan] = useState(false);

  const save = (active: boolean) =>
    update.mutate(
      { id: user._id, body: { active } },
      {
        onSuccess: (saved) => {
          void setFieldValue('active', saved.active, false);
          setConfirmingBan(false);
          enqueueSnackbar(t('users.toasts.statusUpdated'), { variant: 'success' });
        },
        onError: (error) => showError(error, t('users.toasts.statusFailed')),
      },
    );

  const change = (active: boolean) => {
    if (self && !active) {
      enqueueSnackbar(t('users.refusals.cannotDeactivateSelf'), { variant: 'error' });
      return;
    }
    if (active) save(true);
    else setConfirmingBan(true);
  };

  return (
    <>
      <FormControlLabel
        label={t('userForm.fields.active')}
        disabled={update.isPending || (self && values.active)}
        sx={{ opacity: self && values.active ? 0.6 : 1 }}
        control={
          <Switch checked={values.active} onChange={(event) => change(event.target.checked)} />
        }
      />
      {self && <FormHelperText>{t('userForm.cannotDeactivateSelfNote')}</FormHelperText>}
      <LazyConfirmUserDialog
        target={confirmingBan ? { user, action: 'ban' } : null}
        busy={update.isPending}
        onCancel={() => setConfirmingBan(false)}
        onConfirm={() => save(false)}
      />
    </>
  );
}
