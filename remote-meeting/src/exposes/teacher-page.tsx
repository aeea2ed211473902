import { registerTeachingTranslations } from '@app/shared';
import { TeacherRoute } from '../app/teacher-route';
import { registerMeetingTranslations } from '../i18n/translations';
import { registerSafetyTranslations } from '../i18n/safety-translations';

registerMeetingTranslations();
registerTeachingTranslations();
registerSafetyTranslations();

export default TeacherRoute;
