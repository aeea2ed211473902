import { AppLayout } from '../features/layout/app-layout';
import { NotificationBell } from '../features/notifications/components/notification-bell';

/** The signed-in layout with the features its top bar carries. */
export function SignedInLayout() {
  return <AppLayout topBarActions={<NotificationBell />} />;
}
