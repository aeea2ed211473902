import { apiErrorText, LATE_CANCEL_HOURS, type BookedLesson, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { enqueueSnackbar } from 'notistack';
import { useId } from 'react';
import { isLateCancel, otherPartyName, type LessonViewer } from '../upcoming-rules';
import { useCancelLesson } from '../use-cancel-lesson';
import { useLessonWhen } from '../use-lesson-when';

/**
 * Asks before cancelling, naming the lesson, and warns when the cancellation would count as
 * late. A refusal stays in the dialog, in the words of its code.
 */
export function CancelLessonDialog({
  lesson,
  viewer,
  now,
  onClose,
}: {
  lesson: BookedLesson;
  viewer: LessonViewer;
  now: number;
  onClose: () => void;
}) {
  const { t } = useTexts('upcoming');
  const when = useLessonWhen();
  const cancel = useCancelLesson();
  const titleId = useId();
  const confirm = () =>
    cancel.mutate(lesson.id, {
      onSuccess: () => {
        enqueueSnackbar(t('cancel.done'), { variant: 'success' });
        onClose();
      },
    });
  return (
    <Dialog
      open
      onClose={cancel.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('cancel.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText component="div">
          <div>{t('lessonWith', { name: otherPartyName(lesson, viewer) })}</div>
          <div>{when(lesson)}</div>
        </DialogContentText>
        {isLateCancel(lesson, now) && (
          <Alert severity="warning">{t('cancel.lateWarning', { count: LATE_CANCEL_HOURS })}</Alert>
        )}
        {cancel.isError && <Alert severity="error">{apiErrorText(cancel.error)}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={cancel.isPending}>
          {t('cancel.keep')}
        </Button>
        <Button variant="contained" color="error" loading={cancel.isPending} onClick={confirm}>
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
