import { useTexts } from '@app/shared/core';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CardList, CardListItem } from '../../../lib/card-list';
import { lastLoginOf, type DirectoryViewProps } from './directory-grid';
import { PresenceLabel } from './presence-label';
import { LastLogin, UserIdentity } from './user-cells';

/** The read-only list on small screens: one card per user, the table's fields. */
export function DirectoryCards({ users, presenceOf }: DirectoryViewProps) {
  const { t } = useTexts('admin');
  return (
    <CardList>
      {users.map((user) => (
        <CardListItem key={user._id} label={user.name}>
          <CardContent>
            <UserIdentity user={user} />
            <Typography component="div" variant="body2" sx={{ mt: 1 }}>
              <PresenceLabel status={presenceOf(user._id)} />
            </Typography>
            {'lastLogin' in user && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {t('users.columns.lastLogin')}: <LastLogin value={lastLoginOf(user)} />
              </Typography>
            )}
          </CardContent>
        </CardListItem>
      ))}
    </CardList>
  );
}
