import { registerTeachingTranslations, renderStandalone } from '@app/shared';
import { TeacherPage } from '../features/teachers/components/teacher-page';
import { CallLayer } from './call-layer';
import { MainRoute } from './main-route';
import { MEETING_NAMESPACE, MEETING_TRANSLATIONS } from '../i18n/translations';

registerTeachingTranslations();

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
    '/teachers/:id': TeacherPage,
  },
});
