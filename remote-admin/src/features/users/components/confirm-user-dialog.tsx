import { useTexts } from '@app/shared/core';
import type { User } from '@app/shared';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DialogActionsRow } from './dialog-actions-row';

/** The account changes that ask first: switching an account off, and deleting it. */
export type ConfirmedAction = 'ban' | 'delete';

export interface ConfirmUserDialogProps {
  /** The account and what is about to happen to it; null when closed. */
  target: { user: User; action: ConfirmedAction } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (user: User, action: ConfirmedAction) => void;
}

const DIALOG_KEYS = { ban: 'users.banDialog', delete: 'users.deleteDialog' } as const;

/** Deactivating or deleting an account needs its confirmation. */
export function ConfirmUserDialog({ target, busy, onCancel, onConfirm }: ConfirmUserDialogProps) {
  const { t } = useTexts('admin');
  if (!target) return null;
  const keys = DIALOG_KEYS[target.action];
  return (
    <Dialog open onClose={onCancel} aria-labelledby="confirm-user-title">
      <DialogTitle id="confirm-user-title">{t(`${keys}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ fontWeight: 600, mb: 1 }}>
          <bdi>{target.user.name}</bdi>
        </DialogContentText>
        <DialogContentText>{t(`${keys}.message`)}</DialogContentText>
      </DialogContent>
      <DialogActionsRow
        confirmLabel={t(`${keys}.confirm`)}
        busy={busy}
        onCancel={onCancel}
        onConfirm={() => onConfirm(target.user, target.action)}
      />
    </Dialog>
  );
}
