import { RecordPage } from '../features/record/components/record-page';
import { registerClassroomTranslations } from '../i18n/classroom-translations';

registerClassroomTranslations();

export default RecordPage;
