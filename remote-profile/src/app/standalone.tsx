import { registerTeachingTranslations, renderStandalone } from '@app/shared';
import { ProfilePage } from '../features/profile/components/profile-page';
import { PROFILE_NAMESPACE, PROFILE_TRANSLATIONS } from '../i18n/translations';

registerTeachingTranslations();

void renderStandalone({
  namespace: PROFILE_NAMESPACE,
  translations: PROFILE_TRANSLATIONS,
  pages: {
    '/profile': ProfilePage,
  },
});
