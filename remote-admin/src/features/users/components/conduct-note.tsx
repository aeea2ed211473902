import { useFormat, useTexts, type User } from '@app/shared';
import GavelIcon from '@mui/icons-material/Gavel';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';

/** Whether a Sheikh accepted the code of conduct, which version and when; null otherwise. */
function useConductText(user: Pick<User, 'role' | 'conduct'>): string | null {
  const { t } = useTexts('admin');
  const format = useFormat();
  if (user.role !== 'teacher') return null;
  return user.conduct
    ? t('users.conduct.accepted', {
        version: user.conduct.version,
        date: format.date(user.conduct.acceptedAt),
      })
    : t('users.conduct.missing');
}

/** A line under a Sheikh's card: the code of conduct it accepted. */
export function ConductNote({ user }: { user: Pick<User, 'role' | 'conduct'> }) {
  const text = useConductText(user);
  if (!text) return null;
  return (
    <Typography variant="caption" color={user.conduct ? 'text.secondary' : 'warning.main'}>
      {text}
    </Typography>
  );
}

/** The same, as an icon beside a table's status: the row has no room for the sentence. */
export function ConductIcon({ user }: { user: Pick<User, 'role' | 'conduct'> }) {
  const text = useConductText(user);
  if (!text) return null;
  return (
    <Tooltip title={text}>
      <GavelIcon
        fontSize="small"
        titleAccess={text}
        color={user.conduct ? 'action' : 'warning'}
        sx={{ marginInlineStart: 1, verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
}
