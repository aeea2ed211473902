import { currentUserAtom, LanguageToggle } from '@app/shared';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { authDialogAtom } from '../../../lib/auth-dialog-atom';
import { dashboardRouteFor } from '../../../lib/dashboard-route';
import { useLogout } from '../../../lib/use-logout';

/** The landing page's own header: language, then login/register or the signed-in shortcuts. */
export function LandingHeader() {
  const { t } = useTranslation(['shell', 'common']);
  const user = useAtomValue(currentUserAtom);
  const openAuthDialog = useSetAtom(authDialogAtom);
  const logout = useLogout();
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <img src="/icon-192x192.png" alt="" width={32} height={32} />
        <Typography variant="h6" component="span" color="primary" sx={{ flexGrow: 1 }}>
          {t('common:appName')}
        </Typography>
        <LanguageToggle color="primary" />
        {user ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              component={RouterLink}
              to="/profile"
              sx={{
                display: { xs: 'none', sm: 'block' },
                color: 'text.primary',
                textDecoration: 'none',
              }}
            >
              <bdi>{user.name}</bdi> · {t(`common:roles.${user.role}`)}
            </Typography>
            <Button variant="contained" component={RouterLink} to={dashboardRouteFor(user.role)}>
              {t('landing.dashboard')}
            </Button>
            <Button onClick={logout}>{t('landing.logout')}</Button>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button onClick={() => openAuthDialog('login')}>{t('landing.login')}</Button>
            <Button variant="contained" onClick={() => openAuthDialog('register')}>
              {t('landing.register')}
            </Button>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
