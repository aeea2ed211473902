import { useState } from 'react';
import { currentUserAtom, UserAvatar, useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';

/** The top bar's account dropdown: name, role, profile link, logout. */
export function ProfileMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTexts(['shell', 'common']);
  const user = useAtomValue(currentUserAtom);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('topBar.profileMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<UserAvatar name={user.name} avatar={user.avatar} size={28} />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        <bdi>{user.name}</bdi>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={user.name} secondary={t(`common:roles.${user.role}`)} />
        </MenuItem>
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          {t('topBar.profile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {t('topBar.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
