import { HistoryPage } from '../features/history/components/history-page';
import { registerHistoryTranslations } from '../i18n/history-translations';

registerHistoryTranslations();

export default HistoryPage;
