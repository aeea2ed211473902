import { lazy, Suspense } from 'react';
import { LoadingDialog } from '../../../lib/loading-dialog';
import type { ConfirmUserDialogProps } from './confirm-user-dialog';

// Asked only before a ban or a delete: the users list loads without it.
const ConfirmUserDialog = lazy(() =>
  import(/* webpackChunkName: "confirm-user-dialog" */ './confirm-user-dialog').then((module) => ({
    default: module.ConfirmUserDialog,
  })),
);

/** The ban/delete confirmation, loaded on first opening; a loading dialog answers the click meanwhile. */
export function LazyConfirmUserDialog(props: ConfirmUserDialogProps) {
  if (props.target === null) return null;
  return (
    <Suspense fallback={<LoadingDialog onClose={props.onCancel} />}>
      <ConfirmUserDialog {...props} />
    </Suspense>
  );
}
