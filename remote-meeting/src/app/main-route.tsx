import { requestCallAtom } from '@app/shared';
import { useSetAtom } from 'jotai';
import { ConsentNotice } from '../features/family/components/consent-notice';
import { SheikhListNote } from '../features/family/components/sheikh-list-note';
import { MainPage } from '../features/main/components/main-page';
import { RejoinBanner } from '../features/meeting/components/rejoin-banner';
import { TeachersList } from '../features/teachers/components/teachers-list';
import { UpcomingLessons } from '../features/upcoming-lessons/components/upcoming-lessons';
import { WaitingRoom } from '../features/waiting-room/components/waiting-room';

/**
 * /main as exposed: the page with each role's view, the rejoin banner, a child's notes from
 * its guardians (consent to wait for, limits on the list), and the booked lessons ahead, whose
 * Join places the same call as the Call button (features do not import each other).
 */
export function MainRoute() {
  const requestCall = useSetAtom(requestCallAtom);
  return (
    <MainPage
      studentView={<TeachersList />}
      teacherView={<WaitingRoom />}
      banner={
        <>
          <RejoinBanner />
          <ConsentNotice sx={{ mb: 2 }} />
          <SheikhListNote />
        </>
      }
      upcoming={<UpcomingLessons onJoin={requestCall} />}
    />
  );
}
