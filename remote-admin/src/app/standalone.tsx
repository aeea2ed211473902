import { renderStandalone } from '@app/shared';
import { UsersPage } from '../features/users/components/users-page';
import { RoomsPage } from '../features/rooms/components/rooms-page';
import { ReportsPage } from '../features/reports/components/reports-page';
import { ADMIN_NAMESPACE, ADMIN_TRANSLATIONS } from '../i18n/translations';

void renderStandalone({
  namespace: ADMIN_NAMESPACE,
  translations: ADMIN_TRANSLATIONS,
  pages: {
    '/users': UsersPage,
    '/rooms': RoomsPage,
    '/reports': ReportsPage,
  },
});
