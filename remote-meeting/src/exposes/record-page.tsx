import { RecordPage } from '../features/record/components/record-page';
import { registerClassroomTranslations } from '../i18n/classroom-translations';
import { registerHifzTranslations } from '../i18n/hifz-translations';

registerClassroomTranslations();
registerHifzTranslations();

export default RecordPage;
