import { MainPage } from '../features/main/components/main-page';
import { TeachersList } from '../features/teachers/components/teachers-list';
import { WaitingRoom } from '../features/waiting-room/components/waiting-room';

/** /main as exposed: the page with each role's view (features do not import each other). */
export function MainRoute() {
  return <MainPage studentView={<TeachersList />} teacherView={<WaitingRoom />} />;
}
