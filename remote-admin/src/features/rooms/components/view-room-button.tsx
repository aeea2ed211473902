import { useTexts } from '@app/shared/core';
import type { MeetingRoom } from '@app/shared';
import IconButton from '@mui/material/IconButton';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';

/** Opens the room's details; its name says which room. */
export function ViewRoomButton({
  room,
  onView,
}: {
  room: MeetingRoom;
  onView: (room: MeetingRoom) => void;
}) {
  const { t } = useTexts('admin');
  return (
    <IconButton
      aria-label={t('rooms.view', { room: room.subject ?? room.roomName })}
      onClick={() => onView(room)}
    >
      <VisibilityIcon fontSize="small" />
    </IconButton>
  );
}
