import { ProfilePage } from '../features/profile/components/profile-page';
import { registerProfileTranslations } from '../i18n/translations';

registerProfileTranslations();

export default ProfilePage;
