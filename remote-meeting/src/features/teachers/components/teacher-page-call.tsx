import { currentUserAtom, genderContext, usersListAtom, type Gender } from '@app/shared';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { TeacherAction } from './teacher-action';

/**
 * The public page's call: a signed-in student gets the list's own Call button (the same call
 * start as /main), live from the users list; a visitor is told to sign in.
 */
export function TeacherPageCall({
  teacherId,
  gender,
}: {
  teacherId: string;
  gender: Gender | null;
}) {
  const { t } = useTranslation('meeting');
  const user = useAtomValue(currentUserAtom);
  const listed = useAtomValue(usersListAtom).find((entry) => entry._id === teacherId);
  if (!user) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('teacherPage.signInToCall', { context: genderContext({ gender }) })}
      </Typography>
    );
  }
  if (user.role !== 'student' || !listed) return null;
  return <TeacherAction teacher={listed} />;
}
