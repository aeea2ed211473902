import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import { useTeachers } from '../use-teachers';
import { TeacherRow, WIDE_ONLY } from './teacher-row';

/** A student's /main: every teacher, live status and last seen, Call when online. */
export function TeachersList() {
  const { t } = useTranslation('meeting');
  const teachers = useTeachers();
  // Last-seen labels age while the page stays open.
  const now = useNow(true, 30_000);
  if (teachers.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{t('teachers.empty')}</Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('main.studentTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('teachers.columns.user')}</TableCell>
            <TableCell>{t('teachers.columns.status')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('teachers.columns.lastSeen')}</TableCell>
            <TableCell align="right">{t('teachers.columns.action')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {teachers.map((teacher) => (
            <TeacherRow key={teacher._id} teacher={teacher} now={now} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
