import {
  authDialogAtom,
  authDialogNoticeAtom,
  currentUserAtom,
  genderContext,
  isListedTeacher,
  usersListAtom,
  type AuthDialogMode,
  type Gender,
  type TeacherPage,
  useTexts,
} from '@app/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue, useSetAtom } from 'jotai';
import { FollowButton } from './follow-button';
import type { StudentActionsSlot } from './student-actions-slot';
import { TeacherAction } from './teacher-action';

/** A visitor's way in from the page: register (most visitors are new) or log in. */
function VisitorActions({ gender }: { gender: Gender | null }) {
  const { t } = useTexts('meeting');
  const openAuthDialog = useSetAtom(authDialogAtom);
  const setNotice = useSetAtom(authDialogNoticeAtom);
  const open = (mode: AuthDialogMode) => {
    setNotice('meeting:teacherPage.signInToCall');
    openAuthDialog(mode);
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {t('teacherPage.signInToCall', { context: genderContext({ gender }) })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => open('register')}>
          {t('teacherPage.register')}
        </Button>
        <Button variant="outlined" onClick={() => open('login')}>
          {t('teacherPage.logIn')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The public page's call: a signed-in student gets the list's own Call button (the same call
 * start as /main), live from the users list, and may follow the Sheikh; a visitor is offered
 * to register or log in.
 */
export function TeacherPageCall({
  teacher,
  studentActions,
}: {
  teacher: TeacherPage;
  studentActions?: StudentActionsSlot | undefined;
}) {
  const user = useAtomValue(currentUserAtom);
  const listed = useAtomValue(usersListAtom)
    .filter(isListedTeacher)
    .find((entry) => entry._id === teacher._id);
  if (!user) return <VisitorActions gender={teacher.gender} />;
  if (user.role !== 'student') return null;
  const actions = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {listed && <TeacherAction teacher={listed} />}
      <FollowButton teacher={teacher} size="medium" />
    </Stack>
  );
  return studentActions ? studentActions(teacher, actions) : actions;
}
