import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import SchoolIcon from '@mui/icons-material/School';
import VideocamIcon from '@mui/icons-material/Videocam';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { key: 'liveClasses', Icon: VideocamIcon },
  { key: 'expertTeachers', Icon: SchoolIcon },
  { key: 'flexibleSchedule', Icon: EventAvailableIcon },
  { key: 'personalized', Icon: PersonSearchIcon },
] as const;

/** SPEC's four features: live classes, expert teachers, flexible schedule, personalized learning. */
export function FeaturesBand() {
  const { t } = useTranslation('shell');
  return (
    <Container component="section" aria-labelledby="features-title" sx={{ py: 6 }}>
      <Typography id="features-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
        {t('landing.features.title')}
      </Typography>
      <Grid container spacing={3}>
        {FEATURES.map(({ key, Icon }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Icon color="primary" fontSize="large" aria-hidden="true" />
                <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
                  {t(`landing.features.${key}`)}
                </Typography>
                <Typography color="text.secondary">{t(`landing.features.${key}Text`)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
