import { useMemo } from 'react';
import type { DotStatus, PublicUser } from '@app/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../lib/data-grid/app-data-grid';
import { PresenceLabel } from './presence-label';
import { LastLogin, UserIdentity } from './user-cells';

export interface DirectoryViewProps {
  users: PublicUser[];
  presenceOf: (userId: string) => DotStatus;
}

/** The read-only list as a table: name, email, live presence, last login. */
export function DirectoryGrid({ users, presenceOf }: DirectoryViewProps) {
  const { t } = useTranslation('admin');
  const columns = useMemo<GridColDef<PublicUser>[]>(
    () => [
      {
        field: 'name',
        headerName: t('users.columns.name'),
        flex: 1.4,
        minWidth: 200,
        renderCell: ({ row }) => <UserIdentity user={row} />,
      },
      { field: 'email', headerName: t('users.columns.contact'), flex: 1.3, minWidth: 180 },
      {
        field: 'presence',
        headerName: t('users.columns.presence'),
        width: 140,
        valueGetter: (_value, row) => presenceOf(row._id),
        renderCell: ({ value }: { value?: DotStatus }) => (
          <PresenceLabel status={value ?? 'offline'} />
        ),
      },
      {
        field: 'lastLogin',
        headerName: t('users.columns.lastLogin'),
        width: 140,
        renderCell: ({ row }) => <LastLogin value={row.lastLogin} />,
      },
    ],
    [t, presenceOf],
  );
  return <AppDataGrid rows={users} columns={columns} getRowId={(row) => row._id} />;
}
