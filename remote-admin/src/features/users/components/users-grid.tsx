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
import { BirthYear, ContactText } from './family-cells';
import { UserRowActions, type UserRowHandlers } from './user-row-actions';

const PAGE_SIZES = [10, 25, 50, 100];

interface UsersGridProps {
  users: User[];
  handlers: UserRowHandlers;
  /** Students' tables say each one's birth year, which decides who is a minor. */
  showBirthYear?: boolean;
}

const birthYearColumn = (headerName: string): GridColDef<User> => ({
  field: 'birthYear',
  headerName,
  width: 150,
  renderCell: ({ row }) => <BirthYear birthYear={row.birthYear} />,
});

/**
 * The users table: Name, Email/Phone (a child's username), Role, Login Method, Status,
 * Verification, Last Login, Actions; a students' table adds the birth year.
 */
export function UsersGrid({ users, handlers, showBirthYear = false }: UsersGridProps) {
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
        valueGetter: (_value, row) => contactOf(row) || (row.username ?? ''),
        renderCell: ({ row }) => <ContactText user={row} />,
      },
      ...(showBirthYear ? [birthYearColumn(t('users.columns.birthYear'))] : []),
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
        // Five buttons at most: a student's edit, ban, guardians, attendance and delete.
        width: 230,
        sortable: false,
        renderCell: ({ row }) => <UserRowActions user={row} handlers={handlers} />,
      },
    ],
    [t, handlers, showBirthYear],
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
