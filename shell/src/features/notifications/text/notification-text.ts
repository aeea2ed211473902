import {
  formattersFor,
  genderContext,
  i18n,
  type AppNotification,
  type Formatters,
} from '@app/shared';
import type { TFunction } from '@app/shared/core';

/**
 * The sentence for one notification, in the current language, from its type and params. Dates
 * and times (of booked lessons) are on this browser's clock, in `format`'s language: the page's
 * unless told.
 */
export function notificationText(
  t: TFunction,
  notification: AppNotification,
  format: Pick<Formatters, 'date' | 'time'> = formattersFor(i18n.language),
): string {
  switch (notification.type) {
    case 'missedCall':
      return t(`notifications:types.missedCall_${notification.params.reason}`, {
        studentName: notification.params.studentName,
      });
    case 'callDeclined':
      // The verb agrees with the Sheikh's gender; without one the text is the neutral one.
      return t('notifications:types.callDeclined', {
        teacherName: notification.params.teacherName,
        context: genderContext({ gender: notification.params.teacherGender }),
      });
    case 'ratingReceived':
      return t('notifications:types.ratingReceived', notification.params);
    case 'registrationPending':
      return t('notifications:types.registrationPending', {
        name: notification.params.name,
        role: t(`common:roles.${notification.params.role}`),
      });
    case 'followedTeacherOnline':
      return t('notifications:types.followedTeacherOnline', {
        teacherName: notification.params.teacherName,
        context: genderContext(notification.params),
      });
    case 'reportFiled':
      // A safety concern reads as urgent; the other reasons name themselves.
      return t('notifications:types.reportFiled', {
        reportedName: notification.params.reportedName,
        reason: t(`common:reportReasons.${notification.params.reason}`),
        context: notification.params.reason === 'safety_concern' ? 'safety' : undefined,
      });
    case 'childLessonStarted':
      return t('notifications:types.childLessonStarted', {
        childName: notification.params.childName,
        teacherName: notification.params.teacherName,
      });
    case 'childLessonEnded':
      return t('notifications:types.childLessonEnded', {
        childName: notification.params.childName,
        teacherName: notification.params.teacherName,
        count: notification.params.minutes,
      });
    case 'revisionDue':
      return t('notifications:types.revisionDue', { count: notification.params.pages });
    case 'homeworkSubmitted':
      return t('notifications:types.homeworkSubmitted', {
        studentName: notification.params.studentName,
      });
    case 'weeklyReport':
      return `${t('notifications:types.weeklyReport', { count: notification.params.lessons })} ${t('notifications:weekFigures', notification.params)}`;
    case 'childWeeklyReport':
      return `${t('notifications:types.childWeeklyReport', {
        childName: notification.params.childName,
        count: notification.params.lessons,
      })} ${t('notifications:weekFigures', notification.params)}`;
    case 'lessonsBooked':
      return t('notifications:types.lessonsBooked', {
        studentName: notification.params.studentName,
        count: notification.params.count,
        date: format.date(notification.params.startsAt),
        time: format.time(notification.params.startsAt),
      });
    case 'lessonCancelled': {
      const { name, count, startsAt, teacherGender } = notification.params;
      // One lesson says its time, with a verb agreeing with a Sheikh who gave a gender; the
      // rest of a series is counted from its first date.
      return count === 1
        ? t('notifications:types.lessonCancelled', {
            name,
            date: format.date(startsAt),
            time: format.time(startsAt),
            context: genderContext({ gender: teacherGender }),
          })
        : t('notifications:types.lessonsCancelled', { name, count, date: format.date(startsAt) });
    }
    case 'lessonMoved':
      return t('notifications:types.lessonMoved', {
        studentName: notification.params.studentName,
        previousDate: format.date(notification.params.previousStartsAt),
        date: format.date(notification.params.startsAt),
        time: format.time(notification.params.startsAt),
      });
    case 'lessonReminder':
      return t(`notifications:types.lessonReminder_${notification.params.before}`, {
        name: notification.params.name,
        time: format.time(notification.params.startsAt),
      });
    case 'accountActivated':
    case 'accountBanned':
      return t(`notifications:types.${notification.type}`);
  }
}
