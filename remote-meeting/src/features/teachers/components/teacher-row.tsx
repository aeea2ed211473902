import { presenceStatus, StatusDot, UserAvatar, type ListedTeacher, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { lastSeenLabel } from '../last-seen';
import { FollowButton } from './follow-button';
import { TeacherAction } from './teacher-action';
import { TeacherNameLink } from './teacher-name-link';
import { TeacherRating } from './teacher-rating';
import { TeacherSpecializations } from './teacher-specializations';

/** One teacher on a wide screen: a table row. */
export function TeacherRow({ teacher, now }: { teacher: ListedTeacher; now: number }) {
  const { t } = useTexts(['meeting', 'teaching']);
  const status = presenceStatus(teacher);
  const seen = lastSeenLabel(teacher, now);
  return (
    <TableRow data-testid="teacher-row" aria-label={teacher.name}>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <UserAvatar name={teacher.name} avatar={teacher.avatar} />
          <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <TeacherNameLink id={teacher._id} name={teacher.name} />
            <TeacherSpecializations values={teacher.specializations} />
          </Box>
        </Box>
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <StatusDot status={status} />
          {t(`meeting:teachers.status.${status}`)}
        </Box>
      </TableCell>
      <TableCell>
        <TeacherRating averageRating={teacher.averageRating} totalReviews={teacher.totalReviews} />
      </TableCell>
      <TableCell>{t('teaching:lessons', { count: teacher.lessonsTaught })}</TableCell>
      <TableCell>{t(`meeting:teachers.lastSeen.${seen.key}`, { count: seen.count })}</TableCell>
      <TableCell align="right">
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <TeacherAction teacher={teacher} />
          {/* One who cannot take a call now can be followed, to hear when they can. */}
          {status !== 'online' && <FollowButton teacher={teacher} />}
        </Box>
      </TableCell>
    </TableRow>
  );
}
