import { useTexts } from '@app/shared/core';
import type { MeetingRoom } from '@app/shared';

/** A room's name on screen: its subject, or 'Meeting Room' when it has none. */
export function useRoomSubject(): (room: Pick<MeetingRoom, 'subject'>) => string {
  const { t } = useTexts('admin');
  return (room) => room.subject ?? t('rooms.defaultSubject');
}
