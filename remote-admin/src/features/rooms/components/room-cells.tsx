import {
  useFormat,
  UserAvatar,
  type MeetingRoom,
  type MeetingStatus,
  type RoomOrigin,
  useTexts,
} from '@app/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useRoomSubject } from '../lib/room-subject';

const STATUS_COLORS: Record<MeetingStatus, 'success' | 'default' | 'info'> = {
  active: 'success',
  ended: 'default',
  scheduled: 'info',
};

export function RoomStatusChip({ status }: { status: MeetingStatus }) {
  const { t } = useTexts('admin');
  return <Chip size="small" color={STATUS_COLORS[status]} label={t(`rooms.status.${status}`)} />;
}

/** Booked lesson or on-demand call; outlined so it does not read as a second status. */
export function RoomOriginChip({ origin }: { origin: RoomOrigin }) {
  const { t } = useTexts('admin');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={origin === 'booked' ? 'primary' : 'default'}
      label={t(`rooms.origin.${origin}`)}
    />
  );
}

/** The room's subject (or 'Meeting Room') and how long ago it was created. */
export function RoomTitle({ room }: { room: MeetingRoom }) {
  const subjectOf = useRoomSubject();
  const format = useFormat();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {subjectOf(room)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {format.relative(room.createdAt)}
      </Typography>
    </Box>
  );
}

/** The room's Sheikh: avatar and name. */
export function RoomTeacher({ teacher }: { teacher: MeetingRoom['teacher'] }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <UserAvatar name={teacher.name} avatar={teacher.avatar} size={28} />
      <Typography variant="body2" noWrap>
        <bdi>{teacher.name}</bdi>
      </Typography>
    </Box>
  );
}

/** Stars out of 5, read-only, with the value in words for screen readers. */
export function Stars({ value, size = 'small' }: { value: number; size?: 'small' | 'medium' }) {
  const { t } = useTexts('admin');
  const format = useFormat();
  return (
    <Rating
      value={value}
      precision={0.5}
      readOnly
      size={size}
      getLabelText={(stars: number) => t('rooms.ratingLabel', { rating: format.number(stars, 1) })}
    />
  );
}

/** Average stars and how many ratings they come from. */
export function RoomRating({
  room,
}: {
  room: Pick<MeetingRoom, 'averageRating' | 'totalRatings'>;
}) {
  const { t } = useTexts('admin');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Stars value={room.averageRating} />
      <Typography variant="caption" color="text.secondary">
        {t('rooms.ratingCount', { count: room.totalRatings })}
      </Typography>
    </Box>
  );
}

/** Minutes with at most one decimal, e.g. "12.5 min". */
export function Minutes({ value }: { value: number }) {
  const { t } = useTexts('admin');
  return <>{t('rooms.minutes', { count: Math.round(value * 10) / 10 })}</>;
}
