import { CallLayer } from '../app/call-layer';
import { registerMeetingTranslations } from '../i18n/translations';
import { registerSafetyTranslations } from '../i18n/safety-translations';

registerMeetingTranslations();
registerSafetyTranslations();

export default CallLayer;
