import type { StudentParticipation } from '@app/shared';
import { useFormat, UserAvatar, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Stars } from './room-cells';

/** Each student of the room: in/out times, minutes attended, stars and comment. */
export function RoomStudentRatings({ students }: { students: StudentParticipation[] }) {
  const { t } = useTexts('admin');
  const format = useFormat();
  const timeOr = (iso: string | null) => (iso ? format.time(iso) : t('roomDetails.notYet'));
  if (students.length === 0) {
    return <Typography color="text.secondary">{t('roomDetails.noStudents')}</Typography>;
  }
  return (
    <List disablePadding aria-label={t('roomDetails.studentRatings')}>
      {students.map((student) => (
        <ListItem key={student._id} divider alignItems="flex-start" sx={{ gap: 2, px: 0 }}>
          <UserAvatar name={student.name} avatar={student.avatar} size={36} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              <bdi>{student.name}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('roomDetails.joinedAt', { time: timeOr(student.joinedAt) })} ·{' '}
              {t('roomDetails.leftAt', { time: timeOr(student.leftAt) })} ·{' '}
              {t('roomDetails.participation', { count: student.participationDuration })}
            </Typography>
            {student.rating === null ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('roomDetails.noRating')}
              </Typography>
            ) : (
              <Box sx={{ mt: 0.5 }}>
                <Stars value={student.rating} />
                {student.ratingComment && (
                  <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                    {student.ratingComment}
                  </Typography>
                )}
              </Box>
            )}
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
