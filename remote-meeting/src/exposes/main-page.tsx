import { MainRoute } from '../app/main-route';
import { registerMeetingTranslations } from '../i18n/translations';

registerMeetingTranslations();

export default MainRoute;
