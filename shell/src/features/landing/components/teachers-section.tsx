import { authAtom, requestCallAtom, usersListReceivedAtom, type UsersListEntry } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useAtomValue, useSetAtom } from 'jotai';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { authDialogAtom } from '../../../lib/auth-dialog-atom';
import {
  cachedLandingTeachersAtom,
  landingTeachersAtom,
  landingTeachersLoadingAtom,
} from '../teachers/landing-teachers';
import { TeacherCard } from './teacher-card';

/** The live list of Sheikhs, with SPEC's loading and empty states. */
export function TeachersSection() {
  const { t } = useTranslation('shell');
  const { enqueueSnackbar } = useSnackbar();
  const requestCall = useSetAtom(requestCallAtom);
  const openAuthDialog = useSetAtom(authDialogAtom);
  const { user } = useAtomValue(authAtom);
  const received = useAtomValue(usersListReceivedAtom);
  const live = useAtomValue(landingTeachersAtom);
  const cached = useAtomValue(cachedLandingTeachersAtom);
  const loading = useAtomValue(landingTeachersLoadingAtom);
  const teachers = received ? live : cached;

  const call = (teacher: UsersListEntry) => {
    if (!user) {
      enqueueSnackbar(t('landing.teachers.mustLogin'), { variant: 'warning' });
      openAuthDialog('login');
      return;
    }
    // The meeting remote's call layer is mounted on every route; it places the call from here.
    requestCall(teacher._id);
  };

  return (
    <Container component="section" aria-labelledby="teachers-title" sx={{ py: 6 }}>
      <Typography id="teachers-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('landing.teachers.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('landing.teachers.subtitle')}
      </Typography>
      {loading && teachers.length === 0 ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{t('landing.teachers.loading')}</Typography>
        </Box>
      ) : teachers.length === 0 ? (
        <Alert severity="info">{t('landing.teachers.empty')}</Alert>
      ) : (
        <Grid container spacing={3}>
          {teachers.map((teacher) => (
            <Grid key={teacher._id} size={{ xs: 12, sm: 6, md: 4 }}>
              <TeacherCard
                teacher={teacher}
                canCall={!user || user.role === 'student'}
                onCall={call}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}
