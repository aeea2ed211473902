import { currentUserAtom, LanguageToggle, sidebarOpenAtom, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useAtom, useAtomValue } from 'jotai';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { labelKeyOf, menuGroupsFor } from './menu-items';

const MENU_WIDTH = 280;

/**
 * The slide-out menu. MUI mirrors a "left" drawer in a right-to-left theme, so it opens from
 * the left in English and from the right in Arabic.
 */
export function SideMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTexts(['shell', 'common']);
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const user = useAtomValue(currentUserAtom);
  const { pathname } = useLocation();
  if (!user) return null;
  const close = () => setOpen(false);

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={close}
      slotProps={{ paper: { 'aria-label': t('menu.title'), sx: { width: MENU_WIDTH } } }}
    >
      <Box
        component="nav"
        aria-label={t('menu.title')}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box sx={{ p: 2 }}>
          <Typography variant="h6" component="p" color="primary">
            {t('common:appName')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            <bdi>{user.name}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`common:roles.${user.role}`)}
          </Typography>
          {user.email && (
            <Typography
              variant="body2"
              color="text.secondary"
              dir="ltr"
              sx={{ textAlign: 'start' }}
            >
              <bdi>{user.email}</bdi>
            </Typography>
          )}
        </Box>
        <Divider />
        {menuGroupsFor(user.role).map(({ group, items }) => (
          <List
            key={group}
            dense
            subheader={<ListSubheader>{t(`menu.groups.${group}`)}</ListSubheader>}
          >
            {items.map((item) => (
              <ListItem key={item.route} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.route}
                  selected={pathname === item.route}
                  aria-current={pathname === item.route ? 'page' : undefined}
                  onClick={close}
                >
                  <ListItemIcon>
                    <item.icon />
                  </ListItemIcon>
                  <ListItemText primary={t(labelKeyOf(item, user.role))} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ))}
        <Box sx={{ mt: 'auto' }}>
          <Divider />
          <Box
            sx={{
              px: 2,
              py: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('menu.language')}
            </Typography>
            <LanguageToggle color="primary" />
          </Box>
          <List dense>
            <ListItem disablePadding>
              <ListItemButton onClick={onLogout}>
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary={t('menu.logout')} />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Box>
    </Drawer>
  );
}
