import { useFormat, UserAvatar, type AccountStatus, type User, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** Avatar and name; "You" marks the signed-in account. */
export function UserIdentity({
  user,
  self = false,
}: {
  user: Pick<User, 'name' | 'avatar'>;
  self?: boolean;
}) {
  const { t } = useTexts('admin');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <UserAvatar name={user.name} avatar={user.avatar} size={32} />
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        <bdi>{user.name}</bdi>
      </Typography>
      {self && <Chip size="small" label={t('users.you')} />}
    </Box>
  );
}

/** The contact the account signs in with, else the other one. */
export function contactOf(user: Pick<User, 'email' | 'phone'>): string {
  return user.email ?? user.phone ?? '';
}

const STATUS_COLORS = {
  active: 'success',
  pending: 'warning',
  rejected: 'default',
  banned: 'error',
} as const satisfies Record<AccountStatus, string>;

/** Active, pending review, not accepted, or deactivated (an admin switched it off). */
export function AccountStatusChip({ status }: { status: AccountStatus }) {
  const { t } = useTexts('admin');
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      variant={status === 'active' ? 'outlined' : 'filled'}
      label={t(`users.accountStatus.${status}`)}
    />
  );
}

export function VerificationChip({ verified }: { verified: boolean }) {
  const { t } = useTexts('admin');
  return (
    <Chip
      size="small"
      color={verified ? 'primary' : 'default'}
      variant="outlined"
      label={t(verified ? 'users.verification.verified' : 'users.verification.unverified')}
    />
  );
}

/** 'MMM d, yyyy' in the page language, or 'Never'. */
export function LastLogin({ value }: { value: string | null }) {
  const { t } = useTexts('admin');
  const format = useFormat();
  return <>{value ? format.date(value) : t('users.never')}</>;
}
