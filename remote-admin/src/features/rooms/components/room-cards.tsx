import { useTexts } from '@app/shared/core';
import type { MeetingRoom, OverviewRoom } from '@app/shared';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardList, CardListItem } from '../../../lib/card-list';
import { useRoomSubject } from '../lib/room-subject';
import {
  Minutes,
  RoomOriginChip,
  RoomRating,
  RoomStatusChip,
  RoomTeacher,
  RoomTitle,
} from './room-cells';
import { ViewRoomButton } from './view-room-button';

interface RoomCardsProps {
  rooms: OverviewRoom[];
  onView: (room: MeetingRoom) => void;
}

/** The rooms table on small screens: one card per room, same fields, same View action. */
export function RoomCards({ rooms, onView }: RoomCardsProps) {
  const { t } = useTexts('admin');
  const subjectOf = useRoomSubject();
  return (
    <CardList>
      {rooms.map((room) => (
        <CardListItem
          key={room._id}
          label={t('rooms.cardLabel', {
            room: subjectOf(room),
            teacher: room.teacher.name,
          })}
        >
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <RoomTitle room={room} />
                <RoomTeacher teacher={room.teacher} />
              </Stack>
              <ViewRoomButton room={room} onView={onView} />
            </Stack>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1.5 }}
            >
              <RoomStatusChip status={room.status} />
              <RoomOriginChip origin={room.origin} />
              <Typography variant="body2">
                {t('rooms.columns.students')}: {room.studentCount}
              </Typography>
              <Typography variant="body2">
                {t('rooms.columns.duration')}: <Minutes value={room.duration} />
              </Typography>
            </Stack>
            <RoomRating room={room} />
          </CardContent>
        </CardListItem>
      ))}
    </CardList>
  );
}
