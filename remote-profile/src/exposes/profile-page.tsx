import { registerTeachingTranslations } from '@app/shared';
import { ProfilePage } from '../features/profile/components/profile-page';
import { registerProfileTranslations } from '../i18n/translations';

registerProfileTranslations();
registerTeachingTranslations();

export default ProfilePage;
