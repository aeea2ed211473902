import { currentUserAtom, PageHeader, PageSpinner } from '@app/shared';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordCard } from './password-card';
import { PersonalInfoCard } from './personal-info-card';
import { TeachingStatusCard } from './teaching-status-card';

// Teachers only, with its own form controls: students and admins never download it.
const TeachingProfileCard = lazy(async () => ({
  default: (await import('./teaching-profile-card')).TeachingProfileCard,
}));

/** /profile: the signed-in user's own account (docs/product.md#screens-and-routes). */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useAtomValue(currentUserAtom);
  if (!user) return <PageSpinner fullPage />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle', { name: user.name })} />
      <Stack spacing={3}>
        {/* Keyed by user so a different account never inherits the form of the previous one. */}
        <PersonalInfoCard key={user._id} user={user} />
        {user.role === 'teacher' && <TeachingStatusCard />}
        {user.role === 'teacher' && (
          <Suspense fallback={<PageSpinner />}>
            <TeachingProfileCard key={user._id} user={user} />
          </Suspense>
        )}
        <PasswordCard user={user} />
      </Stack>
    </Container>
  );
}
