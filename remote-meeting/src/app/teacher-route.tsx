import { ConsentNotice } from '../features/family/components/consent-notice';
import { BlockGate } from '../features/safety/components/block-gate';
import { useBlockedTeachers } from '../features/safety/api/blocks-api';
import { TeacherPage } from '../features/teachers/components/teacher-page';

/**
 * /teachers/:id as exposed: a student's Call and Follow stand behind the student's block, and a
 * minor's Call waits for a guardian's consent, said under them.
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
    />
  );
}
