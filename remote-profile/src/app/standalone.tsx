import { registerTeachingTranslations, renderStandalone } from '@app/shared';
import { ProfileRoute } from './profile-route';
import { PROFILE_NAMESPACE, PROFILE_TRANSLATIONS } from '../i18n/translations';

registerTeachingTranslations();

void renderStandalone({
  namespace: PROFILE_NAMESPACE,
  translations: PROFILE_TRANSLATIONS,
  pages: {
    '/profile': ProfileRoute,
  },
});
