import { presenceStatus, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usePhoneScreen } from '../../../lib/use-phone-screen';
import { useNow } from '../../../lib/use-now';
import { filterTeachers, isFiltered } from '../teacher-filters';
import { useTeacherFilters } from '../use-teacher-filters';
import { useTeachers } from '../use-teachers';
import { TeacherCard } from './teacher-card';
import { TeacherFiltersBar } from './teacher-filters-bar';
import { TeacherRow } from './teacher-row';

function EmptyList({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}

/**
 * A student's /main: every teacher with live status, rating, specializations and Call when
 * online; filtered, searched and sorted. A table on wide screens, cards on a phone.
 */
export function TeachersList() {
  const { t } = useTexts('meeting');
  const teachers = useTeachers();
  const [filters, setFilters] = useTeacherFilters();
  const phone = usePhoneScreen();
  // Last-seen labels age while the page stays open.
  const now = useNow(true, 30_000);
  if (teachers.length === 0) return <EmptyList text={t('teachers.empty')} />;
  const shown = filterTeachers(teachers, filters);
  const nobodyOnline = teachers.every((teacher) => presenceStatus(teacher) !== 'online');
  return (
    <>
      {/* Nobody to call now: following is the way forward, each row offers it. */}
      {nobodyOnline && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('follows.nobodyOnline')}
        </Alert>
      )}
      <TeacherFiltersBar filters={filters} onChange={setFilters} />
      {shown.length === 0 ? (
        <EmptyList text={t(isFiltered(filters) ? 'teachers.noMatch' : 'teachers.empty')} />
      ) : phone ? (
        <Box
          component="ul"
          aria-label={t('main.studentTitle')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {shown.map((teacher) => (
            <TeacherCard key={teacher._id} teacher={teacher} />
          ))}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('main.studentTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('teachers.columns.user')}</TableCell>
                <TableCell>{t('teachers.columns.status')}</TableCell>
                <TableCell>{t('teachers.columns.rating')}</TableCell>
                <TableCell>{t('teachers.columns.lessons')}</TableCell>
                <TableCell>{t('teachers.columns.lastSeen')}</TableCell>
                <TableCell align="right">{t('teachers.columns.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((teacher) => (
                <TeacherRow key={teacher._id} teacher={teacher} now={now} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
