import { type GuardianLink, type User, useTexts } from '@app/shared';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DialogActionsRow } from './dialog-actions-row';

interface UnlinkGuardianDialogProps {
  student: Pick<User, 'name'>;
  /** The guardian about to be removed; null when closed. */
  guardian: GuardianLink | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (guardian: GuardianLink) => void;
}

const TITLE_ID = 'unlink-guardian-title';

/** Removing a guardian asks first: a minor left without one can no longer call. */
export function UnlinkGuardianDialog({
  student,
  guardian,
  busy,
  onCancel,
  onConfirm,
}: UnlinkGuardianDialogProps) {
  const { t } = useTexts('admin');
  if (!guardian) return null;
  return (
    <Dialog open onClose={onCancel} aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>{t('guardians.removeDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('guardians.removeDialog.message', { guardian: guardian.name, student: student.name })}
        </DialogContentText>
      </DialogContent>
      <DialogActionsRow
        confirmLabel={t('guardians.removeDialog.confirm')}
        busy={busy}
        onCancel={onCancel}
        onConfirm={() => onConfirm(guardian)}
      />
    </Dialog>
  );
}
