import { useTexts } from '@app/shared/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { InstallMessage } from '../install/install-types';

interface InstallMessageDialogProps {
  message: InstallMessage | null;
  onClose: () => void;
}

/** What the install button says when the browser has no prompt: the steps, or 'installed'. */
export function InstallMessageDialog({ message, onClose }: InstallMessageDialogProps) {
  const { t } = useTexts('shell');
  const text =
    message?.kind === 'instructions'
      ? t(`pwa.install.instructions.${message.browser}`)
      : t('pwa.install.alreadyInstalled');
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      aria-labelledby="pwa-install-message-title"
      aria-describedby="pwa-install-message-text"
    >
      <DialogTitle id="pwa-install-message-title">{t('pwa.install.instructionsTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="pwa-install-message-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('pwa.install.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
