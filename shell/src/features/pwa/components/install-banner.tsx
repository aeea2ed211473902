import { useTexts } from '@app/shared/core';
import CloseIcon from '@mui/icons-material/Close';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface InstallBannerProps {
  open: boolean;
  onInstall: () => void;
  onDismiss: () => void;
}

/** The install-app banner: title, description, install, 'not now' and a close control. */
export function InstallBanner({ open, onInstall, onDismiss }: InstallBannerProps) {
  const { t } = useTexts('shell');
  return (
    <Slide direction="up" in={open} mountOnEnter unmountOnExit>
      <Paper
        role="region"
        aria-labelledby="pwa-install-title"
        elevation={6}
        sx={{
          position: 'fixed',
          insetInline: 16,
          bottom: 16,
          maxWidth: 480,
          mx: 'auto',
          p: 2,
          zIndex: (theme) => theme.zIndex.snackbar,
        }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <InstallMobileIcon color="primary" sx={{ mt: 0.5 }} />
          <Stack spacing={0.5} sx={{ flex: 1 }}>
            <Typography id="pwa-install-title" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('pwa.install.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('pwa.install.description')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
              <Button variant="contained" size="small" onClick={onInstall}>
                {t('pwa.install.install')}
              </Button>
              <Button size="small" onClick={onDismiss}>
                {t('pwa.install.notNow')}
              </Button>
            </Stack>
          </Stack>
          <IconButton size="small" aria-label={t('pwa.install.close')} onClick={onDismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Paper>
    </Slide>
  );
}
