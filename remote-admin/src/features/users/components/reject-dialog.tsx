import { useState } from 'react';
import { REJECT_REASON_MAX, type User, useTexts } from '@app/shared';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DialogActionsRow } from './dialog-actions-row';

interface RejectDialogProps {
  user: User | null;
  rejecting: boolean;
  onCancel: () => void;
  onConfirm: (user: User, reason: string) => void;
}

/** Rejecting an application asks for the reason the applicant will be told. */
export function RejectDialog({ user, rejecting, onCancel, onConfirm }: RejectDialogProps) {
  const { t } = useTexts('admin');
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <Dialog open={user !== null} onClose={close} aria-labelledby="reject-user-title" fullWidth>
      <DialogTitle id="reject-user-title">{t('users.rejectDialog.title')}</DialogTitle>
      <DialogContent>
        {user && (
          <DialogContentText sx={{ fontWeight: 600, mb: 1 }}>
            <bdi>{user.name}</bdi>
          </DialogContentText>
        )}
        <DialogContentText sx={{ mb: 2 }}>{t('users.rejectDialog.message')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required
          label={t('users.rejectDialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActionsRow
        confirmLabel={t('users.rejectDialog.confirm')}
        busy={rejecting}
        disabled={!trimmed}
        onCancel={close}
        onConfirm={() => {
          if (user && trimmed) onConfirm(user, trimmed);
        }}
      />
    </Dialog>
  );
}
