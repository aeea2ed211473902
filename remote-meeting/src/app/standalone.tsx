import { registerTeachingTranslations, renderStandalone } from '@app/shared';
import { CallLayer } from './call-layer';
import { MainRoute } from './main-route';
import { TeacherRoute } from './teacher-route';
import { registerSafetyTranslations } from '../i18n/safety-translations';
import { MEETING_NAMESPACE, MEETING_TRANSLATIONS } from '../i18n/translations';

registerTeachingTranslations();
registerSafetyTranslations();

void renderStandalone({
  namespace: MEETING_NAMESPACE,
  translations: MEETING_TRANSLATIONS,
  pages: {
    '/main': () => (
      <>
        <MainRoute />
        <CallLayer />
      </>
    ),
    '/teachers/:id': TeacherRoute,
  },
});
