import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useLogout } from '../../lib/use-logout';

/** Top bar, slide-out menu and the page below them, for every signed-in route. */
export function AppLayout({ topBarActions }: { topBarActions?: ReactNode }) {
  const logout = useLogout();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar onLogout={logout} actions={topBarActions} />
      <SideMenu onLogout={logout} />
      <Box component="main" id="main-content" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
