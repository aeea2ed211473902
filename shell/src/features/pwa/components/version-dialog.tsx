import { useTexts } from '@app/shared/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface VersionDialogProps {
  open: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * The blocking 'new version available' dialog. It has no onClose, so neither Escape nor
 * a click outside dismisses it: the refresh is the only way out.
 */
export function VersionDialog({ open, refreshing, onRefresh }: VersionDialogProps) {
  const { t } = useTexts('shell');
  return (
    <Dialog open={open} aria-labelledby="pwa-version-title" aria-describedby="pwa-version-text">
      <DialogTitle id="pwa-version-title">{t('pwa.update.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="pwa-version-text">{t('pwa.update.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onRefresh} disabled={refreshing} autoFocus>
          {refreshing ? t('pwa.update.refreshing') : t('pwa.update.refresh')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
