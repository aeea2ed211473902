import type { TeacherPage as TeacherPageData } from '@app/shared';
import { lazy, Suspense } from 'react';
import { ConsentNotice } from '../features/family/components/consent-notice';
import { BlockGate } from '../features/safety/components/block-gate';
import { useBlockedTeachers } from '../features/safety/api/blocks-api';
import { TeacherPage } from '../features/teachers/components/teacher-page';

// Booking loads after the page itself: the Sheikh's page paints first, without the week view.
const BookingSection = lazy(() =>
  import(/* webpackChunkName: "booking" */ '../features/booking/components/booking-section').then(
    (module) => ({ default: module.BookingSection }),
  ),
);

/**
 * Booking for a student, behind the student's block like Call: nothing while the blocks are
 * on their way, nothing for a blocked Sheikh (the notice above says why).
 */
function StudentBooking({ teacher }: { teacher: TeacherPageData }) {
  const blocks = useBlockedTeachers();
  if (blocks.isLoading || blocks.data?.some((blocked) => blocked._id === teacher._id)) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <BookingSection teacher={teacher} />
    </Suspense>
  );
}

/**
 * /teachers/:id as exposed: a student's Call and Follow stand behind the student's block, and a
 * minor's Call waits for a guardian's consent, said under them; a student may book a lesson
 * below the Sheikh's card.
 */
export function TeacherRoute() {
  // Asked with the page, not after it: the student's actions wait for the answer.
  useBlockedTeachers();
  return (
    <TeacherPage
      studentActions={(teacher, actions) => (
        <>
          <BlockGate teacher={teacher}>{actions}</BlockGate>
          <ConsentNotice sx={{ flex: '1 1 100%' }} />
        </>
      )}
      studentSection={(teacher) => <StudentBooking teacher={teacher} />}
    />
  );
}
