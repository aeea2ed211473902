import { useTexts } from '@app/shared/core';
import type { Role, User } from '@app/shared';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { UserCards } from './user-cards';
import type { UserRowHandlers } from './user-row-actions';
import { UsersGrid } from './users-grid';

interface UserSectionProps {
  role: Role;
  users: User[];
  handlers: UserRowHandlers;
}

/** One role's accounts with their count, as a table (cards on small screens). */
export function UserSection({ role, users, handlers }: UserSectionProps) {
  const { t } = useTexts('admin');
  const small = useSmallScreen();
  const headingId = `users-section-${role}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t(`users.sections.${role}`)}
        </Typography>
        <Chip size="small" label={users.length} />
      </Stack>
      {users.length === 0 ? (
        <Typography color="text.secondary">{t(`users.empty.${role}`)}</Typography>
      ) : small ? (
        <UserCards users={users} handlers={handlers} />
      ) : (
        <UsersGrid users={users} handlers={handlers} showBirthYear={role === 'student'} />
      )}
    </Paper>
  );
}
