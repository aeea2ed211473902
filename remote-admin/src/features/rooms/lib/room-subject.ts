import type { MeetingRoom } from '@app/shared';
import { useTranslation } from 'react-i18next';

/** A room's name on screen: its subject, or 'Meeting Room' when it has none. */
export function useRoomSubject(): (room: Pick<MeetingRoom, 'subject'>) => string {
  const { t } = useTranslation('admin');
  return (room) => room.subject ?? t('rooms.defaultSubject');
}
