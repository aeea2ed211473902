import { presenceStatus, StatusDot, UserAvatar, type UsersListEntry } from '@app/shared';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { lastSeenLabel } from '../last-seen';
import { TeacherAction } from './teacher-action';

/** Columns hidden on a phone screen, where the name, status and action must fit. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function TeacherRow({ teacher, now }: { teacher: UsersListEntry; now: number }) {
  const { t } = useTranslation('meeting');
  const status = presenceStatus(teacher);
  const seen = lastSeenLabel(teacher, now);
  return (
    <TableRow data-testid="teacher-row" aria-label={teacher.name}>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <UserAvatar name={teacher.name} avatar={teacher.avatar} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              <bdi>{teacher.name}</bdi>
            </Typography>
            {teacher.email && (
              <Typography variant="body2" color="text.secondary" noWrap>
                <bdi>{teacher.email}</bdi>
              </Typography>
            )}
          </Box>
        </Box>
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <StatusDot status={status} />
          {t(`teachers.status.${status}`)}
        </Box>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        {t(`teachers.lastSeen.${seen.key}`, { count: seen.count })}
      </TableCell>
      <TableCell align="right">
        <TeacherAction teacher={teacher} />
      </TableCell>
    </TableRow>
  );
}
