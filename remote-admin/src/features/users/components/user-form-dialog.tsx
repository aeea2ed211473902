import { useMemo } from 'react';
import { AppButton, type User, useTexts } from '@app/shared';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useSaveUser } from '../hooks/use-save-user';
import { manageableRoles } from '../lib/user-policy';
import { formValuesOf, userFormSchema } from '../schemas/user-form-schema';
import { ActiveSwitch } from './active-switch';
import { UserFormFields } from './user-form-fields';

interface UserFormDialogProps {
  open: boolean;
  /** The account being edited; null creates a new one. */
  user: User | null;
  /** The signed-in admin. */
  actor: User;
  onClose: () => void;
}

const TITLE_ID = 'user-form-title';

/** The create/edit modal: formik + yup, validation on change and blur. */
export function UserFormDialog({ open, user, actor, onClose }: UserFormDialogProps) {
  const { t } = useTexts('admin');
  const editing = user !== null;
  const username = user?.username ?? null;
  const schema = useMemo(
    () =>
      userFormSchema({
        editing,
        roles: manageableRoles(actor.role),
        contactRequired: username === null,
      }),
    [editing, actor.role, username],
  );
  const save = useSaveUser(user);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          sx: {
            maxHeight: { xs: '90vh', sm: '85vh' },
            minWidth: 'min(400px, calc(100vw - 32px))',
          },
        },
      }}
    >
      <Formik
        initialValues={formValuesOf(user)}
        validationSchema={schema}
        validateOnChange
        validateOnBlur
        onSubmit={async (values, form) => {
          if (await save(values, form)) onClose();
        }}
      >
        {({ isSubmitting, resetForm }) => (
          <Form noValidate style={{ display: 'contents' }}>
            <DialogTitle id={TITLE_ID}>
              {t(editing ? 'userForm.editTitle' : 'userForm.addTitle')}
            </DialogTitle>
            <DialogContent dividers>
              <UserFormFields
                roles={manageableRoles(actor.role)}
                editing={editing}
                self={user?._id === actor._id}
                username={username}
              />
              {user && <ActiveSwitch user={user} actor={actor} />}
            </DialogContent>
            <DialogActions>
              <AppButton
                variant="ghost"
                onClick={() => {
                  resetForm();
                  onClose();
                }}
              >
                {t('common:actions.cancel')}
              </AppButton>
              <AppButton type="submit" loading={isSubmitting}>
                {t(editing ? 'userForm.submitEdit' : 'userForm.submitCreate')}
              </AppButton>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
