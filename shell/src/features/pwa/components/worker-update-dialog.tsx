import { useTexts } from '@app/shared/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface WorkerUpdateDialogProps {
  open: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** The confirm when a new service worker has installed: load the latest version now? */
export function WorkerUpdateDialog({ open, onAccept, onDecline }: WorkerUpdateDialogProps) {
  const { t } = useTexts('shell');
  return (
    <Dialog
      open={open}
      onClose={onDecline}
      aria-labelledby="pwa-worker-update-title"
      aria-describedby="pwa-worker-update-text"
    >
      <DialogTitle id="pwa-worker-update-title">{t('pwa.workerUpdate.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="pwa-worker-update-text">
          {t('pwa.workerUpdate.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDecline}>{t('pwa.workerUpdate.later')}</Button>
        <Button variant="contained" onClick={onAccept} autoFocus>
          {t('pwa.workerUpdate.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
