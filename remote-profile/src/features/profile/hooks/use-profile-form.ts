import type { User } from '@app/shared';
import type { FormikConfig } from 'formik';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { saveErrorMessage } from '../api/save-error-message';
import { useUpdateProfile } from '../api/update-profile';
import { hasNoChanges, profileChanges } from '../schemas/profile-changes';
import { profileSchema, type ProfileValues } from '../schemas/profile-schema';

/**
 * The profile form's Formik setup and the save: nothing changed says so, otherwise
 * only the changes are sent, and after success the form starts again from the saved user with
 * no file chosen.
 */
export function useProfileForm(user: User): FormikConfig<ProfileValues> {
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const save = useUpdateProfile();

  const onSubmit: FormikConfig<ProfileValues>['onSubmit'] = async (values, helpers) => {
    const changes = profileChanges(values, user);
    if (hasNoChanges(changes)) {
      enqueueSnackbar(t('messages.noChanges'), { variant: 'info' });
      return;
    }
    try {
      const updated = await save.mutateAsync(changes);
      enqueueSnackbar(t('messages.updated'), { variant: 'success' });
      helpers.resetForm({ values: { name: updated.name, avatar: null } });
    } catch (error) {
      enqueueSnackbar(saveErrorMessage(t, error), { variant: 'error' });
    }
  };

  return {
    initialValues: { name: user.name, avatar: null },
    validationSchema: profileSchema,
    onSubmit,
  };
}
