import { requestCallAtom, type AppNotification, useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import CallIcon from '@mui/icons-material/Call';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';

interface NotificationFollowUpProps {
  notification: AppNotification;
  /** After the follow-up started: the panel closes. */
  onDone: () => void;
}

/**
 * What a call notification offers next (docs/product.md#call-back). Calls go from students to
 * teachers only: a student whose Sheikh declined calls that Sheikh again, a real call through
 * the call layer; a teacher who missed a call cannot call the student, and is offered the
 * waiting room, where being available lets the student reach them. A guardian told of a
 * child's session opens the family page; a student reminded of revision, their record.
 */
export function NotificationFollowUp({ notification, onDone }: NotificationFollowUpProps) {
  const { t } = useTexts('notifications');
  const requestCall = useSetAtom(requestCallAtom);
  const navigate = useNavigate();
  switch (notification.type) {
    case 'callDeclined':
      return (
        <Button
          size="small"
          variant="outlined"
          startIcon={<CallIcon />}
          aria-label={t('followUp.callBackLabel', { teacherName: notification.params.teacherName })}
          onClick={() => {
            requestCall(notification.params.teacherId);
            onDone();
          }}
        >
          {t('followUp.callBack')}
        </Button>
      );
    case 'followedTeacherOnline':
      // A Sheikh the student follows came online: the call is one press away.
      return (
        <Button
          size="small"
          variant="outlined"
          startIcon={<CallIcon />}
          aria-label={t('followUp.callNowLabel', { teacherName: notification.params.teacherName })}
          onClick={() => {
            requestCall(notification.params.teacherId);
            onDone();
          }}
        >
          {t('followUp.callNow')}
        </Button>
      );
    case 'missedCall':
      return (
        <Button
          size="small"
          variant="outlined"
          startIcon={<MeetingRoomIcon />}
          onClick={() => {
            void navigate('/main');
            onDone();
          }}
        >
          {t('followUp.openWaitingRoom')}
        </Button>
      );
    case 'childLessonStarted':
    case 'childLessonEnded':
      // The guardian watches a running session, or reads the child's sessions, on /family.
      return (
        <Button
          size="small"
          variant="outlined"
          startIcon={<FamilyRestroomIcon />}
          onClick={() => {
            void navigate('/family');
            onDone();
          }}
        >
          {t('followUp.openFamily')}
        </Button>
      );
    case 'revisionDue':
      // The record lists the pages due today.
      return (
        <Button
          size="small"
          variant="outlined"
          startIcon={<MenuBookIcon />}
          onClick={() => {
            void navigate('/record');
            onDone();
          }}
        >
          {t('followUp.openRecord')}
        </Button>
      );
    case 'homeworkSubmitted':
      // The student's record holds the recording, beside the page it recites.
      return (
        <Button
          size="small"
          variant="outlined"
          startIcon={<MenuBookIcon />}
          onClick={() => {
            void navigate(`/record?student=${encodeURIComponent(notification.params.studentId)}`);
            onDone();
          }}
        >
          {t('followUp.openStudentRecord')}
        </Button>
      );
    default:
      return null;
  }
}
