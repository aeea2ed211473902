import { registerTeachingTranslations } from '@app/shared';
import { ProfileRoute } from '../app/profile-route';
import { registerProfileTranslations } from '../i18n/translations';

registerProfileTranslations();
registerTeachingTranslations();

export default ProfileRoute;
