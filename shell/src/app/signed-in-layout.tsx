import { currentUserAtom } from '@app/shared';
import { useAtomValue } from 'jotai';
import { AppLayout } from '../features/layout/app-layout';
import { NotificationBell } from '../features/notifications/components/notification-bell';

/** The signed-in layout with the features its top bar carries. */
export function SignedInLayout() {
  return <AppLayout topBarActions={<NotificationBell />} />;
}

/** The layout of a page open to visitors: the signed-in one when there is a session. */
export function PublicLayout() {
  const user = useAtomValue(currentUserAtom);
  return user ? <SignedInLayout /> : <AppLayout />;
}
