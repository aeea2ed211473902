import { authAtom, PageSpinner } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { authDialogAtom } from '../../lib/auth-dialog-atom';
import { BannedBanner } from './components/banned-banner';
import { FeaturesBand } from './components/features-band';
import { LandingHeader } from './components/landing-header';
import { RolePanel } from './components/role-panel';
import { StatsBand } from './components/stats-band';
import { TeachersSection } from './components/teachers-section';
import { startLandingTeachers } from './teachers/subscriptions';

/** The public welcome page: hero, live teachers, figures and features. */
export function LandingPage() {
  const { t } = useTranslation('shell');
  const { isInitialized, isAuthenticated, user } = useAtomValue(authAtom);
  const openAuthDialog = useSetAtom(authDialogAtom);
  // The teacher feed depends on whether a session exists, so it restarts when that changes.
  useEffect(
    () => (isInitialized ? startLandingTeachers() : undefined),
    [isInitialized, isAuthenticated],
  );

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <LandingHeader />
      <BannedBanner />
      <Box component="main" id="main-content">
        <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
          <Typography variant="h3" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
            {t('landing.heroTitle')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary">
            {t('landing.heroSubtitle')}
          </Typography>
          {!isInitialized && <PageSpinner label={t('landing.loading')} />}
          {isInitialized && !user && (
            <Button
              variant="contained"
              size="large"
              sx={{ mt: 4 }}
              onClick={() => openAuthDialog('login')}
            >
              {t('landing.heroCta')}
            </Button>
          )}
          <RolePanel />
        </Container>
        {user?.role !== 'teacher' && <TeachersSection />}
        <StatsBand />
        <FeaturesBand />
      </Box>
    </Box>
  );
}
