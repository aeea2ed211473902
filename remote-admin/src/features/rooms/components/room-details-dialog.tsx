import { AppButton, useFormat, UserAvatar, type MeetingRoom, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DetailsField, DetailsSection, detailsListSx } from '../../../lib/details-section';
import { useRoomSubject } from '../lib/room-subject';
import { Minutes, RoomStatusChip } from './room-cells';
import { RoomChat } from './room-chat';
import { RoomContactRefusals } from './room-contact-refusals';
import { RoomStudentRatings } from './room-student-ratings';

interface RoomDetailsDialogProps {
  room: MeetingRoom | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The room details: overview, teacher, times, ratings, each student's rating, the session's
 * chat, technical data.
 */
export function RoomDetailsDialog({ room, open, onClose }: RoomDetailsDialogProps) {
  const { t } = useTexts('admin');
  const subjectOf = useRoomSubject();
  const format = useFormat();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : t('roomDetails.notYet'));
  return (
    <Dialog
      open={open && room !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="room-details-title"
    >
      {room && (
        <>
          <DialogTitle id="room-details-title">
            {subjectOf(room)} — {t('roomDetails.title')}
          </DialogTitle>
          {/* Focusable so keyboard users can scroll a long list of ratings. */}
          <DialogContent dividers tabIndex={0}>
            <Box component="dl" sx={detailsListSx}>
              <DetailsField label={t('roomDetails.type')}>
                {t(`roomDetails.types.${room.type}`)}
              </DetailsField>
              <DetailsField label={t('roomDetails.status')}>
                <RoomStatusChip status={room.status} />
              </DetailsField>
              <DetailsField label={t('roomDetails.participants')}>
                {room.totalParticipants}
              </DetailsField>
              <DetailsField label={t('roomDetails.teacher')}>
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                >
                  <UserAvatar name={room.teacher.name} avatar={room.teacher.avatar} size={24} />
                  <bdi>{room.teacher.name}</bdi>
                  <Chip
                    size="small"
                    color={room.teacherJoined ? 'success' : 'default'}
                    label={t(
                      room.teacherJoined
                        ? 'roomDetails.teacherJoined'
                        : 'roomDetails.teacherNotJoined',
                    )}
                  />
                  {room.teacherJoinedAt &&
                    t('roomDetails.teacherJoinedAt', {
                      time: format.dateTime(room.teacherJoinedAt),
                    })}
                </Box>
              </DetailsField>
              <DetailsField label={t('roomDetails.started')}>{when(room.startTime)}</DetailsField>
              <DetailsField label={t('roomDetails.ended')}>{when(room.endTime)}</DetailsField>
              <DetailsField label={t('roomDetails.duration')}>
                <Minutes value={room.duration} />
              </DetailsField>
              <DetailsField label={t('roomDetails.averageRating')}>
                {format.number(room.averageRating, 1)}
              </DetailsField>
              <DetailsField label={t('roomDetails.totalRatings')}>{room.totalRatings}</DetailsField>
              <DetailsField label={t('roomDetails.ratedStudents')}>
                {t('roomDetails.ratedOf', {
                  rated: room.ratedStudentCount,
                  total: room.studentCount,
                })}
              </DetailsField>
            </Box>
            <DetailsSection title={t('roomDetails.studentRatings')}>
              <RoomStudentRatings students={room.students} />
            </DetailsSection>
            <DetailsSection title={t('roomDetails.chat')}>
              <RoomChat meetingId={room._id} />
            </DetailsSection>
            <DetailsSection title={t('roomDetails.contactRefusals')}>
              <RoomContactRefusals meetingId={room._id} />
            </DetailsSection>
            <DetailsSection title={t('roomDetails.technical')}>
              <Box component="dl" sx={detailsListSx}>
                <DetailsField label={t('roomDetails.meetingId')}>{room._id}</DetailsField>
                <DetailsField label={t('roomDetails.roomName')}>
                  <bdi>{room.roomName}</bdi>
                </DetailsField>
                <DetailsField label={t('roomDetails.created')}>
                  {format.dateTime(room.createdAt)}
                </DetailsField>
                <DetailsField label={t('roomDetails.updated')}>
                  {format.dateTime(room.updatedAt)}
                </DetailsField>
                <DetailsField label={t('roomDetails.version')}>{room.version}</DetailsField>
              </Box>
            </DetailsSection>
          </DialogContent>
          <DialogActions>
            <AppButton variant="secondary" onClick={onClose}>
              {t('common:actions.close')}
            </AppButton>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
