import { HistoryRoute } from '../app/history-route';
import { registerHistoryTranslations } from '../i18n/history-translations';
import { registerSafetyTranslations } from '../i18n/safety-translations';

registerHistoryTranslations();
registerSafetyTranslations();

export default HistoryRoute;
