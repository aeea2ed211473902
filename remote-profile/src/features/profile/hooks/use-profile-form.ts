import { useTexts } from '@app/shared/core';
import type { User } from '@app/shared';
import type { FormikConfig } from 'formik';
import { useSnackbar } from 'notistack';
import { saveErrorMessage } from '../api/save-error-message';
import { useUpdateProfile } from '../api/update-profile';
import { useUpdateTeachingProfile } from '../api/update-teaching-profile';
import {
  profileFormValuesOf,
  teachingChanges,
  type ProfileFormValues,
} from '../schemas/profile-form-values';
import { hasNoChanges, profileChanges } from '../schemas/profile-changes';
import { profileSchema } from '../schemas/profile-schema';
import { teachingProfileProblems } from '../schemas/teaching-profile-values';

/**
 * The profile page's one form and its one save: whatever changed (name, picture, teaching
 * profile) is sent, each part to its own endpoint, and "No changes to save" only when nothing
 * did. After success the form starts again from the saved user with no file chosen.
 */
export function useProfileForm(user: User): FormikConfig<ProfileFormValues> {
  const { t } = useTexts('profile');
  const { enqueueSnackbar } = useSnackbar();
  const save = useUpdateProfile();
  const saveTeaching = useUpdateTeachingProfile();

  const onSubmit: FormikConfig<ProfileFormValues>['onSubmit'] = async (values, helpers) => {
    const personal = profileChanges(values, user);
    const teaching = teachingChanges(values, user);
    if (hasNoChanges(personal) && !teaching) {
      enqueueSnackbar(t('messages.noChanges'), { variant: 'info' });
      return;
    }
    try {
      let saved = user;
      if (!hasNoChanges(personal)) saved = await save.mutateAsync(personal);
      if (teaching) saved = await saveTeaching.mutateAsync(teaching);
      enqueueSnackbar(t('messages.updated'), { variant: 'success' });
      helpers.resetForm({ values: profileFormValuesOf(saved) });
    } catch (error) {
      enqueueSnackbar(saveErrorMessage(t, error), { variant: 'error' });
    }
  };

  return {
    initialValues: profileFormValuesOf(user),
    validationSchema: profileSchema,
    // The teaching profile's limits, as the server keeps them: a long bio blocks the save.
    validate: (values) => {
      const problems = values.teaching ? teachingProfileProblems(values.teaching) : {};
      return Object.keys(problems).length > 0 ? { teaching: problems } : {};
    },
    onSubmit,
  };
}
