import { useMemo } from 'react';
import { PageHeader, PageSpinner, StatusDot, type PublicUser } from '@app/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../lib/app-data-grid';
import { LoadError } from '../../../lib/load-error';
import { useDirectory, type DirectoryRole } from '../api/get-directory';
import { useLivePresence } from '../hooks/use-live-presence';
import { LastLogin, UserIdentity } from './user-cells';

const TITLES: Record<DirectoryRole, { title: string; subtitle: string }> = {
  student: { title: 'users.studentsTitle', subtitle: 'users.studentsSubtitle' },
  teacher: { title: 'users.teachersTitle', subtitle: 'users.teachersSubtitle' },
};

/** /users for teachers (the students) and students (the Sheikhs): read-only. */
export function DirectoryList({ role }: { role: DirectoryRole }) {
  const { t } = useTranslation('admin');
  const users = useDirectory(role);
  const presenceOf = useLivePresence();
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
        renderCell: ({ value }: { value?: ReturnType<typeof presenceOf> }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <StatusDot status={value ?? 'offline'} />
            {t(`common:status.${value ?? 'offline'}`)}
          </Box>
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

  return (
    <>
      <PageHeader title={t(TITLES[role].title)} subtitle={t(TITLES[role].subtitle)} />
      {users.isPending ? (
        <PageSpinner />
      ) : users.isError ? (
        <LoadError message={t('users.loadError')} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t(`users.empty.${role}`)}</Typography>
        </Paper>
      ) : (
        <AppDataGrid rows={users.data} columns={columns} getRowId={(row) => row._id} />
      )}
    </>
  );
}
