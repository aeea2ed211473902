import { useMemo, useState } from 'react';
import { AppButton, PageHeader, PageSpinner, type User } from '@app/shared';
import Stack from '@mui/material/Stack';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslation } from 'react-i18next';
import { usePreloadDataGrid } from '../../../lib/data-grid/app-data-grid';
import { LoadError } from '../../../lib/load-error';
import { useUsers } from '../api/get-users';
import { useUserActions } from '../hooks/use-user-actions';
import { manageableRoles } from '../lib/user-policy';
import { DeleteUserDialog } from './delete-user-dialog';
import { LazyUserFormDialog } from './lazy-user-form-dialog';
import type { UserRowHandlers } from './user-row-actions';
import { UserSection } from './user-section';

/** The form's state: closed, creating (null) or editing a user. */
type FormTarget = { user: User | null } | undefined;

/** /users for admins and superadmins: one section per manageable role. */
export function ManageUsers({ actor }: { actor: User }) {
  const { t } = useTranslation('admin');
  const users = useUsers();
  usePreloadDataGrid();
  const actions = useUserActions();
  const [formTarget, setFormTarget] = useState<FormTarget>();
  const [toDelete, setToDelete] = useState<User | null>(null);

  const handlers = useMemo<UserRowHandlers>(
    () => ({
      actor,
      onEdit: (user) => setFormTarget({ user }),
      onToggleActive: actions.toggleActive,
      onDelete: setToDelete,
      togglingId: actions.togglingId,
    }),
    [actor, actions.toggleActive, actions.togglingId],
  );

  return (
    <>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          <AppButton startIcon={<PersonAddIcon />} onClick={() => setFormTarget({ user: null })}>
            {t('users.createUser')}
          </AppButton>
        }
      />
      {users.isPending ? (
        <PageSpinner />
      ) : users.isError ? (
        <LoadError message={t('users.loadError')} onRetry={() => void users.refetch()} />
      ) : (
        <Stack spacing={3}>
          {manageableRoles(actor.role).map((role) => (
            <UserSection
              key={role}
              role={role}
              users={users.data.filter((user) => user.role === role)}
              handlers={handlers}
            />
          ))}
        </Stack>
      )}
      <LazyUserFormDialog
        // A new form per opening: formik starts from this user's values.
        key={formTarget ? (formTarget.user?._id ?? 'new') : 'closed'}
        open={formTarget !== undefined}
        user={formTarget?.user ?? null}
        actor={actor}
        onClose={() => setFormTarget(undefined)}
      />
      <DeleteUserDialog
        user={toDelete}
        deleting={actions.isDeleting}
        onCancel={() => setToDelete(null)}
        onConfirm={(user) => actions.deleteUser(user, () => setToDelete(null))}
      />
    </>
  );
}
