import { useTexts } from '@app/shared/core';
import { useMemo } from 'react';
import type { DotStatus } from '@app/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { AppDataGrid } from '../../../lib/data-grid/app-data-grid';
import type { DirectoryEntry } from '../api/get-directory';
import { PresenceLabel } from './presence-label';
import { LastLogin, UserIdentity } from './user-cells';

export interface DirectoryViewProps {
  users: DirectoryEntry[];
  presenceOf: (userId: string) => DotStatus;
}

/** When a Sheikh last signed in; a student's list does not say it. */
export const lastLoginOf = (user: DirectoryEntry) => ('lastLogin' in user ? user.lastLogin : null);

/**
 * The read-only list as a table: name, live presence, and a Sheikh's last login. No contact
 * details: those reach only the account itself and admins.
 */
export function DirectoryGrid({ users, presenceOf }: DirectoryViewProps) {
  const { t } = useTexts('admin');
  const showLastLogin = users.some((user) => 'lastLogin' in user);
  const columns = useMemo<GridColDef<DirectoryEntry>[]>(
    () => [
      {
        field: 'name',
        headerName: t('users.columns.name'),
        flex: 1.4,
        minWidth: 200,
        renderCell: ({ row }) => <UserIdentity user={row} />,
      },
      {
        field: 'presence',
        headerName: t('users.columns.presence'),
        width: 140,
        valueGetter: (_value, row) => presenceOf(row._id),
        renderCell: ({ value }: { value?: DotStatus }) => (
          <PresenceLabel status={value ?? 'offline'} />
        ),
      },
      ...(showLastLogin
        ? [
            {
              field: 'lastLogin',
              headerName: t('users.columns.lastLogin'),
              width: 140,
              renderCell: ({ row }: { row: DirectoryEntry }) => (
                <LastLogin value={lastLoginOf(row)} />
              ),
            },
          ]
        : []),
    ],
    [t, presenceOf, showLastLogin],
  );
  return <AppDataGrid rows={users} columns={columns} getRowId={(row) => row._id} />;
}
