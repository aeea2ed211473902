import { MainPage } from '../features/main/components/main-page';
import { RejoinBanner } from '../features/meeting/components/rejoin-banner';
import { TeachersList } from '../features/teachers/components/teachers-list';
import { WaitingRoom } from '../features/waiting-room/components/waiting-room';

/** /main as exposed: the page with each role's view and the rejoin banner (features do not import each other). */
export function MainRoute() {
  return (
    <MainPage
      studentView={<TeachersList />}
      teacherView={<WaitingRoom />}
      banner={<RejoinBanner />}
    />
  );
}
