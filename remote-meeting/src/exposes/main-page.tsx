import { registerTeachingTranslations } from '@app/shared';
import { MainRoute } from '../app/main-route';
import { registerMeetingTranslations } from '../i18n/translations';

registerMeetingTranslations();
registerTeachingTranslations();

export default MainRoute;
