import { PageHeader, PageSpinner } from '@app/shared';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePreloadDataGrid } from '../../../lib/data-grid/app-data-grid';
import { LoadError } from '../../../lib/load-error';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useDirectory, type DirectoryRole } from '../api/get-directory';
import { useLivePresence } from '../hooks/use-live-presence';
import { DirectoryCards } from './directory-cards';
import { DirectoryGrid } from './directory-grid';

const TITLES: Record<DirectoryRole, { title: string; subtitle: string }> = {
  student: { title: 'users.studentsTitle', subtitle: 'users.studentsSubtitle' },
  teacher: { title: 'users.teachersTitle', subtitle: 'users.teachersSubtitle' },
};

/** /users for teachers (the students) and students (the Sheikhs): read-only. */
export function DirectoryList({ role }: { role: DirectoryRole }) {
  const { t } = useTranslation('admin');
  const users = useDirectory(role);
  const presenceOf = useLivePresence();
  const small = useSmallScreen();
  usePreloadDataGrid();

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
      ) : small ? (
        <DirectoryCards users={users.data} presenceOf={presenceOf} />
      ) : (
        <DirectoryGrid users={users.data} presenceOf={presenceOf} />
      )}
    </>
  );
}
