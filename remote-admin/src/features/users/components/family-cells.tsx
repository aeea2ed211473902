import { isMinor, type User, useMinorAge, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { contactOf } from './user-cells';

/**
 * How the account is reached: its email or phone, else the username of a child its guardian
 * made (such an account has neither), said as a username so it is not read as a contact.
 */
export function ContactText({ user }: { user: Pick<User, 'email' | 'phone' | 'username'> }) {
  const { t } = useTexts('admin');
  const contact = contactOf(user);
  if (contact) return <bdi>{contact}</bdi>;
  if (user.username) return <>{t('users.family.username', { username: user.username })}</>;
  return null;
}

/** Marks a student under the installation's minor age. */
export function MinorChip({ birthYear }: { birthYear: number | null }) {
  const { t } = useTexts('admin');
  const minorAge = useMinorAge();
  if (!isMinor(birthYear, minorAge, new Date())) return null;
  return <Chip size="small" color="info" variant="outlined" label={t('users.family.minor')} />;
}

/** A student's birth year, and "Minor" when it makes one; "Not given" when it never said. */
export function BirthYear({ birthYear }: { birthYear: number | null }) {
  const { t } = useTexts('admin');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {birthYear ?? t('users.family.noBirthYear')}
      <MinorChip birthYear={birthYear} />
    </Box>
  );
}
