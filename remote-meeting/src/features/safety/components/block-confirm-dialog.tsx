import { AppButton, genderContext, useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { BlockableTeacher } from '../blockable-teacher';

/** Says what a block does before it is done: the Sheikh leaves the lists and calls stop. */
export function BlockConfirmDialog({
  teacher,
  busy,
  onConfirm,
  onCancel,
}: {
  teacher: BlockableTeacher;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTexts('safety');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('block.confirmTitle', { name: teacher.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('block.confirmText', { context: genderContext(teacher) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('block.cancel')}</Button>
        <AppButton variant="danger" loading={busy} onClick={onConfirm}>
          {t('block.confirm')}
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
