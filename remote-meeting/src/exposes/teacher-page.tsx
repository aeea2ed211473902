import { registerTeachingTranslations } from '@app/shared';
import { TeacherPage } from '../features/teachers/components/teacher-page';
import { registerMeetingTranslations } from '../i18n/translations';

registerMeetingTranslations();
registerTeachingTranslations();

export default TeacherPage;
