import { RecordRoute } from '../app/record-route';
import { registerClassroomTranslations } from '../i18n/classroom-translations';
import { registerHifzTranslations } from '../i18n/hifz-translations';
import { registerHomeworkTranslations } from '../i18n/homework-translations';

registerClassroomTranslations();
registerHifzTranslations();
registerHomeworkTranslations();

export default RecordRoute;
