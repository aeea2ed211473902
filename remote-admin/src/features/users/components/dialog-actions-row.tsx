import { AppButton, useTexts } from '@app/shared';
import DialogActions from '@mui/material/DialogActions';

interface DialogActionsRowProps {
  confirmLabel: string;
  busy: boolean;
  disabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Cancel, then the dangerous action: the row every confirming dialog of the users page ends with. */
export function DialogActionsRow({
  confirmLabel,
  busy,
  disabled = false,
  onCancel,
  onConfirm,
}: DialogActionsRowProps) {
  const { t } = useTexts('admin');
  return (
    <DialogActions>
      <AppButton variant="ghost" onClick={onCancel}>
        {t('common:actions.cancel')}
      </AppButton>
      <AppButton variant="danger" loading={busy} disabled={disabled} onClick={onConfirm}>
        {confirmLabel}
      </AppButton>
    </DialogActions>
  );
}
