import { useTexts } from '@app/shared/core';
import { useMemo } from 'react';
import type { User } from '@app/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { AppDataGrid } from '../../../lib/data-grid/app-data-grid';
import {
  AccountStatusChip,
  LastLogin,
  UserIdentity,
  VerificationChip,
  contactOf,
} from './user-cells';
import { ConductIcon } from './conduct-note';
import { UserRowActions, type UserRowHandlers } from './user-row-actions';

const PAGE_SIZES = [10, 25, 50, 100];

/** The users table: Name, Email/Phone, Role, Login Method, Status, Verification, Last Login, Actions. */
export function UsersGrid({ users, handlers }: { users: User[]; handlers: UserRowHandlers }) {
  const { t } = useTexts('admin');
  const columns = useMemo<GridColDef<User>[]>(
    () => [
      {
        field: 'name',
        headerName: t('users.columns.name'),
        flex: 1.4,
        minWidth: 200,
        renderCell: ({ row }) => <UserIdentity user={row} self={row._id === handlers.actor._id} />,
      },
      {
        field: 'contact',
        headerName: t('users.columns.contact'),
        flex: 1.3,
        minWidth: 180,
        valueGetter: (_value, row) => contactOf(row),
      },
      {
        field: 'role',
        headerName: t('users.columns.role'),
        width: 110,
        valueFormatter: (value: User['role']) => t(`common:roles.${value}`),
      },
      {
        field: 'loginMethod',
        headerName: t('users.columns.loginMethod'),
        width: 130,
        valueFormatter: (value: User['loginMethod']) => t(`users.loginMethods.${value}`),
      },
      {
        field: 'status',
        headerName: t('users.columns.status'),
        width: 130,
        valueFormatter: (value: User['status']) => t(`users.accountStatus.${value}`),
        renderCell: ({ row }) => (
          <>
            <AccountStatusChip status={row.status} />
            <ConductIcon user={row} />
          </>
        ),
      },
      {
        field: 'verified',
        headerName: t('users.columns.verification'),
        width: 130,
        renderCell: ({ row }) => <VerificationChip verified={row.verified} />,
      },
      {
        field: 'lastLogin',
        headerName: t('users.columns.lastLogin'),
        width: 130,
        renderCell: ({ row }) => <LastLogin value={row.lastLogin} />,
      },
      {
        field: 'actions',
        headerName: t('users.columns.actions'),
        width: 190,
        sortable: false,
        renderCell: ({ row }) => <UserRowActions user={row} handlers={handlers} />,
      },
    ],
    [t, handlers],
  );
  return (
    <AppDataGrid
      rows={users}
      columns={columns}
      getRowId={(row) => row._id}
      pageSizeOptions={PAGE_SIZES}
      initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
    />
  );
}
