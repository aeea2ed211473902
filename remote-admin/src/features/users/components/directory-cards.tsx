import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '../../../lib/card-list';
import type { DirectoryViewProps } from './directory-grid';
import { PresenceLabel } from './presence-label';
import { LastLogin, UserIdentity } from './user-cells';

/** The read-only list on small screens: one card per user, same fields. */
export function DirectoryCards({ users, presenceOf }: DirectoryViewProps) {
  const { t } = useTranslation('admin');
  return (
    <CardList>
      {users.map((user) => (
        <CardListItem key={user._id} label={user.name}>
          <CardContent>
            <UserIdentity user={user} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              <bdi>{user.email}</bdi>
            </Typography>
            <Typography component="div" variant="body2" sx={{ mt: 1 }}>
              <PresenceLabel status={presenceOf(user._id)} />
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {t('users.columns.lastLogin')}: <LastLogin value={user.lastLogin} />
            </Typography>
          </CardContent>
        </CardListItem>
      ))}
    </CardList>
  );
}
