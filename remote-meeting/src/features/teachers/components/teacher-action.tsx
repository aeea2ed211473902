import { presenceStatus, requestCallAtom, type ListedTeacher, useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import PhoneIcon from '@mui/icons-material/Phone';
import { useSetAtom } from 'jotai';

/** The Call button only for an online teacher; otherwise 'Busy' or 'Unavailable'. */
export function TeacherAction({ teacher }: { teacher: ListedTeacher }) {
  const { t } = useTexts('meeting');
  const requestCall = useSetAtom(requestCallAtom);
  const status = presenceStatus(teacher);
  if (status === 'online') {
    return (
      <Button
        variant="contained"
        size="small"
        startIcon={<PhoneIcon />}
        aria-label={t('teachers.callTeacher', { name: teacher.name })}
        onClick={() => requestCall(teacher._id)}
      >
        {t('teachers.call')}
      </Button>
    );
  }
  return (
    <Button variant="outlined" size="small" disabled>
      {t(status === 'offline' ? 'teachers.unavailable' : 'teachers.busy')}
    </Button>
  );
}
