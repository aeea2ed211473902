import { useMemo, useState } from 'react';
import { AppButton, PageHeader, PageSpinner, type User, useTexts } from '@app/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { usePreloadDataGrid } from '../../../lib/data-grid/app-data-grid';
import { LoadError } from '../../../lib/load-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, useUsers } from '../api/get-users';
import { useUserActions } from '../hooks/use-user-actions';
import { manageableRoles } from '../lib/user-policy';
import type { ConfirmedAction } from './confirm-user-dialog';
import { LazyAttendanceDialog } from './lazy-attendance-dialog';
import { LazyConfirmUserDialog } from './lazy-confirm-user-dialog';
import { LazyGuardiansDialog } from './lazy-guardians-dialog';
import { LazyUserFormDialog } from './lazy-user-form-dialog';
import { LazyRejectDialog } from './lazy-reject-dialog';
import { StatusFilter, type UsersFilter } from './status-filter';
import type { UserRowHandlers } from './user-row-actions';
import { UserSearch } from './user-search';
import { UserSection } from './user-section';

/** The form's state: closed, creating (null) or editing a user. */
type FormTarget = { user: User | null } | undefined;

/** /users for admins and superadmins: one section per manageable role. */
export function ManageUsers({ actor }: { actor: User }) {
  const { t } = useTexts('admin');
  const [search, setSearch] = useState('');
  const users = useUsers(useDebouncedValue(search, SEARCH_DEBOUNCE_MS));
  usePreloadDataGrid();
  const actions = useUserActions();
  const [formTarget, setFormTarget] = useState<FormTarget>();
  const [toConfirm, setToConfirm] = useState<{ user: User; action: ConfirmedAction } | null>(null);
  const [toReject, setToReject] = useState<User | null>(null);
  const [guardiansOf, setGuardiansOf] = useState<User | null>(null);
  const [attendanceOf, setAttendanceOf] = useState<User | null>(null);
  const [filter, setFilter] = useState<UsersFilter>('all');
  const pendingCount = users.data?.filter((user) => user.status === 'pending').length ?? 0;
  const shown =
    filter === 'pending' ? users.data?.filter((user) => user.status === 'pending') : users.data;

  const { toggleActive } = actions;
  const handlers = useMemo<UserRowHandlers>(
    () => ({
      actor,
      onEdit: (user) => setFormTarget({ user }),
      // Switching an account off asks first; switching it back on does not.
      onToggleActive: (user) =>
        user.active ? setToConfirm({ user, action: 'ban' }) : toggleActive(user),
      onApprove: actions.approveUser,
      onReject: setToReject,
      onDelete: (user) => setToConfirm({ user, action: 'delete' }),
      onGuardians: setGuardiansOf,
      onAttendance: setAttendanceOf,
      togglingId: actions.togglingId,
    }),
    [actor, toggleActive, actions.approveUser, actions.togglingId],
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
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <UserSearch value={search} onChange={setSearch} />
        <StatusFilter value={filter} pendingCount={pendingCount} onChange={setFilter} />
      </Stack>
      {users.isPending ? (
        <PageSpinner />
      ) : users.isError || !shown ? (
        <LoadError message={t('users.loadError')} onRetry={() => void users.refetch()} />
      ) : (
        <Stack spacing={3}>
          {search.trim() !== '' && shown.length === 0 && (
            <Typography color="text.secondary">
              {t('users.search.noMatch', { search: search.trim() })}
            </Typography>
          )}
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
      <LazyGuardiansDialog student={guardiansOf} onClose={() => setGuardiansOf(null)} />
      <LazyAttendanceDialog user={attendanceOf} onClose={() => setAttendanceOf(null)} />
      <LazyConfirmUserDialog
        target={toConfirm}
        busy={toConfirm?.action === 'ban' ? actions.togglingId !== undefined : actions.isDeleting}
        onCancel={() => setToConfirm(null)}
        onConfirm={(user, action) =>
          action === 'ban'
            ? actions.toggleActive(user, () => setToConfirm(null))
            : actions.deleteUser(user, () => setToConfirm(null))
        }
      />
    </>
  );
}
