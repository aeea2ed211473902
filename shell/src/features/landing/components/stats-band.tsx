import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// SPEC section 9's landing figures.
const STATS = [
  { value: 1000, suffix: '+', labelKey: 'landing.stats.sessions' },
  { value: 500, suffix: '+', labelKey: 'landing.stats.learners' },
  { value: 50, suffix: '+', labelKey: 'landing.stats.teachers' },
  { value: 95, suffix: '%', labelKey: 'landing.stats.success' },
] as const;

/** The band of figures under the hero. */
export function StatsBand() {
  const { t, i18n } = useTranslation('shell');
  return (
    <Box
      component="section"
      aria-labelledby="stats-title"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 5 }}
    >
      <Container>
        <Typography
          id="stats-title"
          variant="h5"
          component="h2"
          sx={{ mb: 3, textAlign: 'center' }}
        >
          {t('landing.stats.title')}
        </Typography>
        <Grid container spacing={3}>
          {STATS.map(({ value, suffix, labelKey }) => (
            <Grid key={labelKey} size={{ xs: 6, md: 3 }} sx={{ textAlign: 'center' }}>
              <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
                {/* Isolated, so "1,000+" keeps its sign on the right in Arabic too. */}
                <bdi dir="ltr">
                  {value.toLocaleString(i18n.language)}
                  {suffix}
                </bdi>
              </Typography>
              <Typography>{t(labelKey)}</Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
