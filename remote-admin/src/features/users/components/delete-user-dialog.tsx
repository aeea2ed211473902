import { AppButton, type User } from '@app/shared';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface DeleteUserDialogProps {
  user: User | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (user: User) => void;
}

/** Deleting needs confirmation. */
export function DeleteUserDialog({ user, deleting, onCancel, onConfirm }: DeleteUserDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={user !== null} onClose={onCancel} aria-labelledby="delete-user-title">
      <DialogTitle id="delete-user-title">{t('users.deleteDialog.title')}</DialogTitle>
      <DialogContent>
        {user && (
          <DialogContentText sx={{ fontWeight: 600, mb: 1 }}>
            <bdi>{user.name}</bdi>
          </DialogContentText>
        )}
        <DialogContentText>{t('users.deleteDialog.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <AppButton variant="ghost" onClick={onCancel}>
          {t('common:actions.cancel')}
        </AppButton>
        <AppButton
          variant="danger"
          loading={deleting}
          onClick={() => {
            if (user) onConfirm(user);
          }}
        >
          {t('users.deleteDialog.confirm')}
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
