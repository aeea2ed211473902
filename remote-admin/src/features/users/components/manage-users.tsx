import { useMemo, useState } from 'react';
import { AppButton, PageHeader, PageSpinner, type User } from '@app/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslation } from 'react-i18next';
import { usePreloadDataGrid } from '../../../lib/data-grid/app-data-grid';
import { LoadError } from '../../../lib/load-error';
import { useUsers } from '../api/get-users';
import { useUserActions } from '../hooks/use-user-actions';
import { manageableRoles } from '../lib/user-policy';
import { DeleteUserDialog } from './delete-user-dialog';
import { LazyUserFormDialog } from './lazy-user-form-dialog';
import { LazyRejectDialog } from './lazy-reject-dialog';
import { StatusFilter, type UsersFilter } from './status-filter';
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
  const [toReject, setToReject] = useState<User | null>(null);
  const [filter, setFilter] = useState<UsersFilter>('all');
  const pendingCount = users.data?.filter((user) => user.status === 'pending').length ?? 0;
  const shown =
    filter === 'pending' ? users.data?.filter((user) => user.status === 'pending') : users.data;

  const handlers = useMemo<UserRowHandlers>(
    () => ({
      actor,
      onEdit: (user) => setFormTarget({ user }),
      onToggleActive: actions.toggleActive,
      onApprove: actions.approveUser,
      onReject: setToReject,
      onDelete: setToDelete,
      togglingId: actions.togglingId,
    }),
    [actor, actions.toggleActive, actions.approveUser, actions.togglingId],
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
      ) : users.isError || !shown ? (
        <LoadError message={t('users.loadError')} onRetry={() => void users.refetch()} />
      ) : (
        <Stack spacing={3}>
          <StatusFilter value={filter} pendingCount={pendingCount} onChange={setFilter} />
          {manageableRoles(actor.role)
            .filter((role) => filter === 'all' || shown.some((user) => user.role === role))
            .map((role) => (
              <UserSection
                key={role}
                role={role}
                users={shown.filter((user) => user.role === role)}
                handlers={handlers}
              />
            ))}
          {filter === 'pending' && pendingCount === 0 && (
            <Typography color="text.secondary">{t('users.filters.nonePending')}</Typography>
          )}
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
      <LazyRejectDialog
        key={toReject?._id ?? 'closed'}
        user={toReject}
        rejecting={actions.isRejecting}
        onCancel={() => setToReject(null)}
        onConfirm={(user, reason) => actions.rejectUser(user, reason, () => setToReject(null))}
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
