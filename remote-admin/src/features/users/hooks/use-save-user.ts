import { ApiError, type User, useTexts } from '@app/shared';
import type { FormikHelpers } from 'formik';
import { useSnackbar } from 'notistack';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { serverFieldErrors } from '../lib/server-messages';
import { toCreateRequest, toUpdateRequest, type UserFormValues } from '../schemas/user-form-schema';
import { useErrorToast } from './use-translate-error';

/**
 * Submits the create/edit form. A refusal the server ties to fields lands on those fields;
 * any other shows the server's message (or the product's create/update/save error) in a toast.
 * Resolves true when saved.
 */
export function useSaveUser(user: User | null) {
  const { t } = useTexts('admin');
  const showError = useErrorToast();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateUser();
  const update = useUpdateUser();

  return async (values: UserFormValues, form: FormikHelpers<UserFormValues>) => {
    try {
      if (user) await update.mutateAsync({ id: user._id, body: toUpdateRequest(values) });
      else await create.mutateAsync(toCreateRequest(values));
      enqueueSnackbar(t(user ? 'users.toasts.updated' : 'users.toasts.created'), {
        variant: 'success',
      });
      form.resetForm();
      return true;
    } catch (error) {
      const onFields = serverFieldErrors(error);
      if (Object.keys(onFields).length > 0) {
        form.setErrors(onFields);
        form.setTouched(
          Object.fromEntries(Object.keys(onFields).map((field) => [field, true])),
          false,
        );
      } else {
        const failed = t(user ? 'users.toasts.updateFailed' : 'users.toasts.createFailed');
        // A failure that is not the server's answer (network, a bug) is the product's 'save error'.
        showError(error, error instanceof ApiError ? failed : t('users.toasts.saveError'));
      }
      return false;
    }
  };
}
