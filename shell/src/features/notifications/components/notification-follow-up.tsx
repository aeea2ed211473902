import { requestCallAtom, type AppNotification, useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import CallIcon from '@mui/icons-material/Call';
import EventIcon from '@mui/icons-material/Event';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface NotificationFollowUpProps {
  notification: AppNotification;
  /** After the follow-up started: the panel closes. */
  onDone: () => void;
}

/** A follow-up that opens a page of the app. */
function OpenButton({
  icon,
  to,
  onDone,
  children,
}: {
  icon: ReactNode;
  to: string;
  onDone: () => void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={icon}
      onClick={() => {
        void navigate(to);
        onDone();
      }}
    >
      {children}
    </Button>
  );
}

/**
 * What a call notification offers next (docs/product.md#call-back). Calls go from students to
 * teachers only: a student whose Sheikh declined calls that Sheikh again, a real call through
 * the call layer; a teacher who missed a call cannot call the student, and is offered the
 * waiting room, where being available lets the student reach them. A guardian told of a
 * child's session or week opens the family page; a student reminded of revision or told of
 * their week, their record; either side of a booked lesson, the upcoming lessons.
 */
export function NotificationFollowUp({ notification, onDone }: NotificationFollowUpProps) {
  const { t } = useTexts('notifications');
  const requestCall = useSetAtom(requestCallAtom);
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
        <OpenButton icon={<MeetingRoomIcon />} to={'/main'} onDone={onDone}>
          {t('followUp.openWaitingRoom')}
        </OpenButton>
      );
    case 'childLessonStarted':
    case 'childLessonEnded':
    case 'childWeeklyReport':
      // The guardian watches a running session, or reads the child's sessions and record, on
      // /family.
      return (
        <OpenButton icon={<FamilyRestroomIcon />} to={'/family'} onDone={onDone}>
          {t('followUp.openFamily')}
        </OpenButton>
      );
    case 'revisionDue':
    case 'weeklyReport':
      // The record lists the pages due today, and shows the week.
      return (
        <OpenButton icon={<MenuBookIcon />} to={'/record'} onDone={onDone}>
          {t('followUp.openRecord')}
        </OpenButton>
      );
    case 'homeworkSubmitted':
      // The student's record holds the recording, beside the page it recites.
      return (
        <OpenButton
          icon={<MenuBookIcon />}
          to={`/record?student=${encodeURIComponent(notification.params.studentId)}`}
          onDone={onDone}
        >
          {t('followUp.openStudentRecord')}
        </OpenButton>
      );
    case 'lessonsBooked':
    case 'lessonCancelled':
    case 'lessonMoved':
    case 'lessonReminder':
      // Both sides' upcoming lessons are listed on /main.
      return (
        <OpenButton icon={<EventIcon />} to={'/main'} onDone={onDone}>
          {t('followUp.openUpcomingLessons')}
        </OpenButton>
      );
    default:
      return null;
  }
}
