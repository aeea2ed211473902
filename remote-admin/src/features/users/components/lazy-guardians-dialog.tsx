import { lazy, Suspense } from 'react';
import type { User } from '@app/shared';
import { LoadingDialog } from '../../../lib/loading-dialog';

// Opened from a student's row only: the users list loads without it (and its autocomplete).
const GuardiansDialog = lazy(() =>
  import(/* webpackChunkName: "guardians-dialog" */ './guardians-dialog').then((module) => ({
    default: module.GuardiansDialog,
  })),
);

interface LazyGuardiansDialogProps {
  /** The student whose guardians are shown; null when closed. */
  student: User | null;
  onClose: () => void;
}

/** A student's guardians, loaded on first opening; a loading dialog answers the click meanwhile. */
export function LazyGuardiansDialog({ student, onClose }: LazyGuardiansDialogProps) {
  if (student === null) return null;
  return (
    <Suspense fallback={<LoadingDialog onClose={onClose} />}>
      <GuardiansDialog student={student} onClose={onClose} />
    </Suspense>
  );
}
