import { FamilyRoute } from '../app/family-route';
import { registerClassroomTranslations } from '../i18n/classroom-translations';
import { registerFamilyTranslations } from '../i18n/family-translations';
import { registerHifzTranslations } from '../i18n/hifz-translations';
import { registerHistoryTranslations } from '../i18n/history-translations';

registerFamilyTranslations();
registerHistoryTranslations();
registerClassroomTranslations();
registerHifzTranslations();

export default FamilyRoute;
