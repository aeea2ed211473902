import { useTexts } from '@app/shared/core';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** Says so when the app runs without a network, rather than leaving calls to fail silently. */
export function OfflineNotice({ offline }: { offline: boolean }) {
  const { t } = useTexts('shell');
  return (
    <Snackbar open={offline} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="warning" icon={<CloudOffIcon />} variant="filled" role="status">
        {t('pwa.offline')}
      </Alert>
    </Snackbar>
  );
}
