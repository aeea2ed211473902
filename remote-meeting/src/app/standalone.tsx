import { renderStandalone } from '@app/shared';
import { CallLayer } from './call-layer';
import { MainRoute } from './main-route';
import { MEETING_NAMESPACE, MEETING_TRANSLATIONS } from '../i18n/translations';

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
  },
});
