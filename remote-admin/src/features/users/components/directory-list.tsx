import { PageHeader, PageSpinner, useTexts } from '@app/shared';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePreloadDataGrid } from '../../../lib/data-grid/app-data-grid';
import { LoadError } from '../../../lib/load-error';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useDirectory, type DirectoryRole } from '../api/get-directory';
import { useLivePresence } from '../hooks/use-live-presence';
import { DirectoryCards } from './directory-cards';
import { DirectoryGrid } from './directory-grid';

// A teacher's list holds only the students it has taught, so its empty state says how one gets there.
const TITLES: Record<DirectoryRole, { title: string; subtitle: string; empty: string }> = {
  student: {
    title: 'users.studentsTitle',
    subtitle: 'users.studentsSubtitle',
    empty: 'users.taughtEmpty',
  },
  teacher: {
    title: 'users.teachersTitle',
    subtitle: 'users.teachersSubtitle',
    empty: 'users.empty.teacher',
  },
};

/** /users for teachers (the students they taught) and students (the Sheikhs): read-only. */
export function DirectoryList({ role }: { role: DirectoryRole }) {
  const { t } = useTexts('admin');
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
          <Typography color="text.secondary">{t(TITLES[role].empty)}</Typography>
        </Paper>
      ) : small ? (
        <DirectoryCards users={users.data} presenceOf={presenceOf} />
      ) : (
        <DirectoryGrid users={users.data} presenceOf={presenceOf} />
      )}
    </>
  );
}
