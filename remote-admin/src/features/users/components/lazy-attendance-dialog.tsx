import { lazy, Suspense } from 'react';
import type { User } from '@app/shared';
import { LoadingDialog } from '../../../lib/loading-dialog';
import { attendanceSideOf } from '../lib/attendance-figures';

// Opened from a row only: the users list loads without it.
const AttendanceDialog = lazy(() =>
  import(/* webpackChunkName: "attendance-dialog" */ './attendance-dialog').then((module) => ({
    default: module.AttendanceDialog,
  })),
);

interface LazyAttendanceDialogProps {
  /** The student or Sheikh whose attendance is shown; null when closed. */
  user: User | null;
  onClose: () => void;
}

/** A user's attendance, loaded on first opening; a loading dialog answers the click meanwhile. */
export function LazyAttendanceDialog({ user, onClose }: LazyAttendanceDialogProps) {
  const side = user && attendanceSideOf(user.role);
  if (!user || !side) return null;
  return (
    <Suspense fallback={<LoadingDialog onClose={onClose} />}>
      <AttendanceDialog user={user} side={side} onClose={onClose} />
    </Suspense>
  );
}
