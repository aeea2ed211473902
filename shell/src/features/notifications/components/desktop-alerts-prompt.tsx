import { useState } from 'react';
import { desktopAlertPermission, requestDesktopAlertPermission, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Offers desktop alerts while the browser has not been asked yet; the click is the user gesture
 * the permission prompt needs. Says so when the browser blocks them.
 */
export function DesktopAlertsPrompt() {
  const { t } = useTexts('notifications');
  const [permission, setPermission] = useState(desktopAlertPermission);
  if (permission === 'denied') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {t('desktop.denied')}
      </Typography>
    );
  }
  if (permission !== 'default') return null;
  return (
    <Alert
      severity="info"
      sx={{ mx: 2, mb: 1 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void requestDesktopAlertPermission().then(setPermission)}
        >
          {t('desktop.enable')}
        </Button>
      }
    >
      {t('desktop.enableHint')}
    </Alert>
  );
}
