import { useTexts } from '@app/shared/core';
import { useCallback } from 'react';
import type { User } from '@app/shared';
import { useSnackbar } from 'notistack';
import { useDeleteUser } from '../api/delete-user';
import { useApproveUser, useRejectUser } from '../api/review-application';
import { useToggleUserActive } from '../api/toggle-user-active';
import { useErrorToast } from './use-translate-error';

/** Ban/unban, approve/reject and delete from the users table, with the toasts. */
export function useUserActions() {
  const { t } = useTexts('admin');
  const showError = useErrorToast();
  const { enqueueSnackbar } = useSnackbar();
  const { mutate: toggle, isPending: toggling, variables: toggled } = useToggleUserActive();
  const { mutate: remove, isPending: isDeleting } = useDeleteUser();
  const { mutate: approve, isPending: approving, variables: approved } = useApproveUser();
  const { mutate: reject, isPending: isRejecting } = useRejectUser();

  // Stable callbacks: the table's columns are rebuilt only when these change.
  const toggleActive = useCallback(
    (user: User, onDone?: () => void) =>
      toggle(user._id, {
        onSuccess: () => {
          enqueueSnackbar(t('users.toasts.statusUpdated'), { variant: 'success' });
          onDone?.();
        },
        onError: (error) => showError(error, t('users.toasts.statusFailed')),
      }),
    [toggle, enqueueSnackbar, showError, t],
  );

  const approveUser = useCallback(
    (user: User) =>
      approve(user._id, {
        onSuccess: () => enqueueSnackbar(t('users.toasts.approved'), { variant: 'success' }),
        onError: (error) => showError(error, t('users.toasts.statusFailed')),
      }),
    [approve, enqueueSnackbar, showError, t],
  );

  const rejectUser = useCallback(
    (user: User, reason: string, onDone: () => void) =>
      reject(
        { id: user._id, reason },
        {
          onSuccess: () => {
            enqueueSnackbar(t('users.toasts.rejected'), { variant: 'success' });
            onDone();
          },
          onError: (error) => showError(error, t('users.toasts.statusFailed')),
        },
      ),
    [reject, enqueueSnackbar, showError, t],
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

  return {
    toggleActive,
    approveUser,
    rejectUser,
    deleteUser,
    isDeleting,
    isRejecting,
    togglingId: toggling ? toggled : approving ? approved : undefined,
  };
}
