import { useId } from 'react';
import {
  ABSENT_AFTER_MINUTES,
  ApiError,
  apiErrorText,
  AppButton,
  isApiErrorCode,
  PageSpinner,
  type User,
  useTexts,
} from '@app/shared';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../lib/load-error';
import { useAttendance } from '../api/get-attendance';
import { attendanceFigures, type AttendanceSide } from '../lib/attendance-figures';
import { AttendanceFiguresList } from './attendance-figures-list';

export interface AttendanceDialogProps {
  user: User;
  /** The side of the lessons the user's role takes. */
  side: AttendanceSide;
  onClose: () => void;
}

/** A user's booked lessons counted by outcome, on the side the user's role takes. */
export function AttendanceDialog({ user, side, onClose }: AttendanceDialogProps) {
  const { t } = useTexts('admin');
  const titleId = useId();
  const attendance = useAttendance(user._id);
  const figures = attendance.data ? attendanceFigures(attendance.data, side) : null;

  // A failure the server named (the user was deleted meanwhile) says so; anything else, ours.
  const failure = (error: unknown) =>
    error instanceof ApiError && isApiErrorCode(error.code)
      ? apiErrorText(error)
      : t('attendance.loadError');

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('attendance.title', { name: user.name })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('attendance.decided', { count: ABSENT_AFTER_MINUTES })}
        </Typography>
        {attendance.isPending ? (
          <PageSpinner />
        ) : attendance.isError || !figures ? (
          <LoadError
            message={failure(attendance.error)}
            onRetry={() => void attendance.refetch()}
          />
        ) : figures.every((figure) => figure.value === 0) ? (
          <Typography color="text.secondary">{t('attendance.empty')}</Typography>
        ) : (
          <AttendanceFiguresList figures={figures} name={user.name} />
        )}
      </DialogContent>
      <DialogActions>
        <AppButton variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
