import { CallLayer } from '../app/call-layer';
import { registerMeetingTranslations } from '../i18n/translations';

registerMeetingTranslations();

export default CallLayer;
