import type { ReactNode } from 'react';
import { AppButton, useFormat, UserAvatar, type MeetingRoom, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useRoomSubject } from '../lib/room-subject';
import { Minutes, RoomStatusChip } from './room-cells';
import { RoomChat } from './room-chat';
import { RoomContactRefusals } from './room-contact-refusals';
import { RoomStudentRatings } from './room-student-ratings';

/** A labelled value of the details list. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const fieldsSx = { display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', gap: 1, m: 0 };

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
            <Box component="dl" sx={fieldsSx}>
              <Field label={t('roomDetails.type')}>{t(`roomDetails.types.${room.type}`)}</Field>
              <Field label={t('roomDetails.status')}>
                <RoomStatusChip status={room.status} />
              </Field>
              <Field label={t('roomDetails.participants')}>{room.totalParticipants}</Field>
              <Field label={t('roomDetails.teacher')}>
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
              </Field>
              <Field label={t('roomDetails.started')}>{when(room.startTime)}</Field>
              <Field label={t('roomDetails.ended')}>{when(room.endTime)}</Field>
              <Field label={t('roomDetails.duration')}>
                <Minutes value={room.duration} />
              </Field>
              <Field label={t('roomDetails.averageRating')}>
                {format.number(room.averageRating, 1)}
              </Field>
              <Field label={t('roomDetails.totalRatings')}>{room.totalRatings}</Field>
              <Field label={t('roomDetails.ratedStudents')}>
                {t('roomDetails.ratedOf', {
                  rated: room.ratedStudentCount,
                  total: room.studentCount,
                })}
              </Field>
            </Box>
            <Section title={t('roomDetails.studentRatings')}>
              <RoomStudentRatings students={room.students} />
            </Section>
            <Section title={t('roomDetails.chat')}>
              <RoomChat meetingId={room._id} />
            </Section>
            <Section title={t('roomDetails.contactRefusals')}>
              <RoomContactRefusals meetingId={room._id} />
            </Section>
            <Section title={t('roomDetails.technical')}>
              <Box component="dl" sx={fieldsSx}>
                <Field label={t('roomDetails.meetingId')}>{room._id}</Field>
                <Field label={t('roomDetails.roomName')}>
                  <bdi>{room.roomName}</bdi>
                </Field>
                <Field label={t('roomDetails.created')}>{format.dateTime(room.createdAt)}</Field>
                <Field label={t('roomDetails.updated')}>{format.dateTime(room.updatedAt)}</Field>
                <Field label={t('roomDetails.version')}>{room.version}</Field>
              </Box>
            </Section>
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
