import { FamilyRoute } from '../app/family-route';
import { registerClassroomTranslations } from '../i18n/classroom-translations';
import { registerFamilyTranslations } from '../i18n/family-translations';
import { registerHistoryTranslations } from '../i18n/history-translations';

registerFamilyTranslations();
registerHistoryTranslations();
registerClassroomTranslations();

export default FamilyRoute;
