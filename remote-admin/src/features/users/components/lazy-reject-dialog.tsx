import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingDialog } from '../../../lib/loading-dialog';

// The reason's text field (with MUI's select behind it) is about 30 KB gz the users list does
// not need: it loads the first time an admin rejects an application.
const RejectDialog = lazy(() =>
  import(/* webpackChunkName: "reject-dialog" */ './reject-dialog').then((module) => ({
    default: module.RejectDialog,
  })),
);

type RejectDialogProps = ComponentProps<typeof RejectDialog>;

/** The reject dialog, loaded on first opening; a loading dialog answers the click meanwhile. */
export function LazyRejectDialog(props: RejectDialogProps) {
  if (props.user === null) return null;
  return (
    <Suspense fallback={<LoadingDialog onClose={props.onCancel} />}>
      <RejectDialog {...props} />
    </Suspense>
  );
}
