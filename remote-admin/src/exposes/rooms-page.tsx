import { RoomsPage } from '../features/rooms/components/rooms-page';
import { registerAdminTranslations } from '../i18n/translations';

registerAdminTranslations();

export default RoomsPage;
