import { presenceStatus, StatusDot, UserAvatar, type ListedTeacher, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FollowButton } from './follow-button';
import { TeacherAction } from './teacher-action';
import { TeacherNameLink } from './teacher-name-link';
import { TeacherRating } from './teacher-rating';
import { TeacherSpecializations } from './teacher-specializations';

/** One teacher on a phone: everything stacked, the Call button full width under it. */
export function TeacherCard({ teacher }: { teacher: ListedTeacher }) {
  const { t } = useTexts('meeting');
  const status = presenceStatus(teacher);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="teacher-card"
      aria-label={teacher.name}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <UserAvatar name={teacher.name} avatar={teacher.avatar} size={48} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <TeacherNameLink id={teacher._id} name={teacher.name} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <StatusDot status={status} />
              <Typography variant="body2">{t(`teachers.status.${status}`)}</Typography>
            </Box>
            <TeacherRating
              averageRating={teacher.averageRating}
              totalReviews={teacher.totalReviews}
            />
          </Box>
        </Box>
      </Box>
      <TeacherSpecializations values={teacher.specializations} />
      <Box sx={{ display: 'grid', gap: 1, '& > button': { width: '100%' } }}>
        <TeacherAction teacher={teacher} />
        {/* One who cannot take a call now can be followed, to hear when they can. */}
        {status !== 'online' && <FollowButton teacher={teacher} />}
      </Box>
    </Paper>
  );
}
