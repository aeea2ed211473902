import { useCallback } from 'react';
import { type GuardianLink, type User, useTexts } from '@app/shared';
import { useSnackbar } from 'notistack';
import { useLinkGuardian, useUnlinkGuardian } from '../api/link-guardian';
import { useErrorToast } from './use-translate-error';

/**
 * Links and unlinks a student's guardians, with the toasts. A refusal (two guardians already,
 * no such guardian account) shows the shared text of its code.
 */
export function useGuardianChanges(studentId: string) {
  const { t } = useTexts('admin');
  const showError = useErrorToast();
  const { enqueueSnackbar } = useSnackbar();
  const { mutate: link, isPending: isLinking } = useLinkGuardian();
  const { mutate: unlink, isPending: isUnlinking } = useUnlinkGuardian();

  const linkGuardian = useCallback(
    (guardian: Pick<User, '_id'>, onDone: () => void) =>
      link(
        { studentId, guardianId: guardian._id },
        {
          onSuccess: () => {
            enqueueSnackbar(t('guardians.toasts.linked'), { variant: 'success' });
            onDone();
          },
          onError: (error) => showError(error, t('guardians.toasts.linkFailed')),
        },
      ),
    [link, studentId, enqueueSnackbar, showError, t],
  );

  const unlinkGuardian = useCallback(
    (guardian: Pick<GuardianLink, '_id'>, onDone: () => void) =>
      unlink(
        { studentId, guardianId: guardian._id },
        {
          onSuccess: () => {
            enqueueSnackbar(t('guardians.toasts.unlinked'), { variant: 'success' });
            onDone();
          },
          onError: (error) => showError(error, t('guardians.toasts.unlinkFailed')),
        },
      ),
    [unlink, studentId, enqueueSnackbar, showError, t],
  );

  return { linkGuardian, unlinkGuardian, isLinking, isUnlinking };
}
