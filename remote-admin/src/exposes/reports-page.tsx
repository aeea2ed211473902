import { ReportsPage } from '../features/reports/components/reports-page';
import { registerAdminTranslations } from '../i18n/translations';

registerAdminTranslations();

export default ReportsPage;
