import {
  AppButton,
  currentUserAtom,
  PageHeader,
  PageSpinner,
  type User,
  useTexts,
} from '@app/shared';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { Form, Formik, useFormikContext } from 'formik';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useProfileForm } from '../hooks/use-profile-form';
import type { ProfileFormValues } from '../schemas/profile-form-values';
import { PasswordCard } from './password-card';
import { PersonalInfoCard } from './personal-info-card';
import { TeachingStatusCard } from './teaching-status-card';

// Teachers only, with its own form controls: students and admins never download it.
const TeachingProfileCard = lazy(async () => ({
  default: (await import('./teaching-profile-card')).TeachingProfileCard,
}));

/** The one save of the page's edits, and the question before leaving them unsaved. */
function SaveBar() {
  const { t } = useTexts('profile');
  const { dirty, isSubmitting } = useFormikContext<ProfileFormValues>();
  useLeaveGuard(dirty && !isSubmitting, t('page.leaveUnsaved'));
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 2,
        py: 1.5,
        bgcolor: 'background.default',
      }}
    >
      {dirty && (
        <Box component="span" role="status" sx={{ color: 'text.secondary', fontSize: 14 }}>
          {t('page.unsaved')}
        </Box>
      )}
      <AppButton type="submit" loading={isSubmitting}>
        {t('page.save')}
      </AppButton>
    </Box>
  );
}

/** Everything the page edits, in one form with one save. */
function ProfileForm({ user }: { user: User }) {
  const { t } = useTexts('profile');
  const form = useProfileForm(user);
  return (
    <Formik {...form}>
      <Form noValidate aria-label={t('page.title')}>
        <Stack spacing={3}>
          <PersonalInfoCard user={user} />
          {user.role === 'teacher' && <TeachingStatusCard />}
          {user.role === 'teacher' && (
            <Suspense fallback={<PageSpinner />}>
              <TeachingProfileCard />
            </Suspense>
          )}
          <SaveBar />
        </Stack>
      </Form>
    </Formik>
  );
}

/**
 * /profile: the signed-in user's own account (docs/product.md#screens-and-routes).
 * `teacherCards` are shown to teachers only, after the profile's form and outside it: each has
 * its own save, which must neither submit the profile nor be sent by its save.
 */
export function ProfilePage({ teacherCards }: { teacherCards?: ReactNode }) {
  const { t } = useTexts('profile');
  const user = useAtomValue(currentUserAtom);
  if (!user) return <PageSpinner fullPage />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle', { name: user.name })} />
      <Stack spacing={3}>
        {/* Keyed by user so a different account never inherits the form of the previous one. */}
        <ProfileForm key={user._id} user={user} />
        {user.role === 'teacher' && teacherCards && (
          <Suspense fallback={<PageSpinner />}>{teacherCards}</Suspense>
        )}
        {/* Its own action with its own check (the current password): never part of the save. */}
        <PasswordCard user={user} />
      </Stack>
    </Container>
  );
}
