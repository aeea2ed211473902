import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingDialog } from '../../../lib/loading-dialog';

// The form (formik, yup, the text fields and selects) is about 40 KB gz that the users list
// itself does not need: it loads the first time an admin creates or edits an account.
const UserFormDialog = lazy(() =>
  import(/* webpackChunkName: "user-form" */ './user-form-dialog').then((module) => ({
    default: module.UserFormDialog,
  })),
);

type UserFormDialogProps = ComponentProps<typeof UserFormDialog>;

/** The create/edit modal, loaded on first opening; a loading dialog answers the click meanwhile. */
export function LazyUserFormDialog(props: UserFormDialogProps) {
  // Closed, nothing is asked for (the users page mounts a new form per opening anyway).
  if (!props.open) return null;
  return (
    <Suspense fallback={<LoadingDialog onClose={props.onClose} />}>
      <UserFormDialog {...props} />
    </Suspense>
  );
}
