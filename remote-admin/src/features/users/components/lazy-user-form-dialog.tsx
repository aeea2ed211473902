import { lazy, Suspense, useId, type ComponentProps } from 'react';
import { PageSpinner } from '@app/shared';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';

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
  const loadingId = useId();
  // Closed, nothing is asked for (the users page mounts a new form per opening anyway).
  if (!props.open) return null;
  return (
    <Suspense
      fallback={
        <Dialog
          open
          onClose={props.onClose}
          fullWidth
          maxWidth="sm"
          aria-labelledby={loadingId}
          slotProps={{ paper: { 'aria-busy': true } }}
        >
          <Box id={loadingId}>
            <PageSpinner />
          </Box>
        </Dialog>
      }
    >
      <UserFormDialog {...props} />
    </Suspense>
  );
}
