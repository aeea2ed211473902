import { UsersPage } from '../features/users/components/users-page';
import { registerAdminTranslations } from '../i18n/translations';

registerAdminTranslations();

export default UsersPage;
