import { useTexts } from '@app/shared/core';
import type { User } from '@app/shared';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardList, CardListItem } from '../../../lib/card-list';
import { AccountStatusChip, LastLogin, UserIdentity, VerificationChip } from './user-cells';
import { ConductNote } from './conduct-note';
import { BirthYear, ContactText } from './family-cells';
import { UserRowActions, type UserRowHandlers } from './user-row-actions';

/**
 * The users table on small screens: one card per account, same fields and actions; a student's
 * card adds its birth year.
 */
export function UserCards({ users, handlers }: { users: User[]; handlers: UserRowHandlers }) {
  const { t } = useTexts('admin');
  return (
    <CardList>
      {users.map((user) => (
        <CardListItem key={user._id} label={user.name}>
          <CardContent sx={{ pb: 1 }}>
            <UserIdentity user={user} self={user._id === handlers.actor._id} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              <ContactText user={user} />
            </Typography>
            {user.role === 'student' && (
              <Typography component="div" variant="body2" sx={{ mt: 0.5 }}>
                {t('users.columns.birthYear')}: <BirthYear birthYear={user.birthYear} />
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t(`common:roles.${user.role}`)} · {t(`users.loginMethods.${user.loginMethod}`)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <AccountStatusChip status={user.status} />
              <VerificationChip verified={user.verified} />
            </Stack>
            <ConductNote user={user} />
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {t('users.columns.lastLogin')}: <LastLogin value={user.lastLogin} />
            </Typography>
          </CardContent>
          <CardActions>
            <UserRowActions user={user} handlers={handlers} />
          </CardActions>
        </CardListItem>
      ))}
    </CardList>
  );
}
