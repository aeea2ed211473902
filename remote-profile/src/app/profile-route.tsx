import { lazy } from 'react';
import { ProfilePage } from '../features/profile/components/profile-page';

// Teachers only: the page renders it for them alone, so nobody else downloads it.
const TeachingHoursCard = lazy(async () => ({
  default: (await import('../features/teaching-hours/components/teaching-hours-card'))
    .TeachingHoursCard,
}));

/** /profile as exposed: the profile, and for a Sheikh the teaching hours under it. */
export function ProfileRoute() {
  return <ProfilePage teacherCards={<TeachingHoursCard />} />;
}
