import { presenceStatus, requestCallAtom, type ListedTeacher, useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import PhoneIcon from '@mui/icons-material/Phone';
import { useSetAtom } from 'jotai';
import { useCallBlock } from '../../../lib/family/use-guardian-rules';

/**
 * The Call button only for an online teacher; otherwise 'Busy' or 'Unavailable'. A student who
 * may not call yet (a minor waiting for a guardian's consent) sees why on the button itself.
 */
export function TeacherAction({ teacher }: { teacher: ListedTeacher }) {
  const { t } = useTexts('meeting');
  const requestCall = useSetAtom(requestCallAtom);
  const callBlock = useCallBlock();
  const status = presenceStatus(teacher);
  if (status === 'online' && callBlock) {
    return (
      <Button variant="outlined" size="small" startIcon={<PhoneIcon />} disabled>
        {t('guardian.callLocked')}
      </Button>
    );
  }
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
