import { useCallback } from 'react';
import type { User } from '@app/shared';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useDeleteUser } from '../api/delete-user';
import { useToggleUserActive } from '../api/toggle-user-active';
import { useErrorToast } from './use-translate-error';

/** Ban/unban and delete from the users table, with the toasts. */
export function useUserActions() {
  const { t } = useTranslation('admin');
  const showError = useErrorToast();
  const { enqueueSnackbar } = useSnackbar();
  const { mutate: toggle, isPending: toggling, variables: toggled } = useToggleUserActive();
  const { mutate: remove, isPending: isDeleting } = useDeleteUser();

  // Stable callbacks: the table's columns are rebuilt only when these change.
  const toggleActive = useCallback(
    (user: User) =>
      toggle(user._id, {
        onSuccess: () => enqueueSnackbar(t('users.toasts.statusUpdated'), { variant: 'success' }),
        onError: (error) => showError(error, t('users.toasts.statusFailed')),
      }),
    [toggle, enqueueSnackbar, showError, t],
  );

  const deleteUser = useCallback(
    (user: User, onDone: () => void) =>
      remove(user._id, {
        onSuccess: () => {
          enqueueSnackbar(t('users.toasts.deleted'), { variant: 'success' });
          onDone();
        },
        onError: (error) => showError(error, t('users.toasts.deleteFailed')),
      }),
    [remove, enqueueSnackbar, showError, t],
  );

  return { toggleActive, deleteUser, isDeleting, togglingId: toggling ? toggled : undefined };
}
