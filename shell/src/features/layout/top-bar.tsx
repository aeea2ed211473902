import { LanguageToggle, sidebarOpenAtom, useTexts } from '@app/shared';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { ProfileMenu } from './profile-menu';

interface TopBarProps {
  onLogout: () => void;
  /** Buttons another feature puts before the language toggle (the notification bell). */
  actions?: ReactNode;
}

/** The sticky bar over every signed-in page. */
export function TopBar({ onLogout, actions }: TopBarProps) {
  const { t } = useTexts(['shell', 'common']);
  const setMenuOpen = useSetAtom(sidebarOpenAtom);
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('menu.open')}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          <img src="/icon-192x192.png" alt="" width={32} height={32} />
          <Typography variant="h6" component="span" noWrap>
            {t('common:appName')}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        <LanguageToggle />
        <ProfileMenu onLogout={onLogout} />
      </Toolbar>
    </AppBar>
  );
}
