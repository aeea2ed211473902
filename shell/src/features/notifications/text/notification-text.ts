import { genderContext, type AppNotification } from '@app/shared';
import type { TFunction } from 'i18next';

/** The sentence for one notification, in the current language, from its type and params. */
export function notificationText(t: TFunction, notification: AppNotification): string {
  switch (notification.type) {
    case 'missedCall':
      return t(`notifications:types.missedCall_${notification.params.reason}`, {
        studentName: notification.params.studentName,
      });
    case 'callDeclined':
      // The params carry the person's gender once profiles have one: the verb follows it.
      return t('notifications:types.callDeclined', {
        ...notification.params,
        context: genderContext(notification.params),
      });
    case 'ratingReceived':
      return t('notifications:types.ratingReceived', notification.params);
    case 'registrationPending':
      return t('notifications:types.registrationPending', {
        name: notification.params.name,
        role: t(`common:roles.${notification.params.role}`),
        context: genderContext(notification.params),
      });
    case 'followedTeacherOnline':
      return t('notifications:types.followedTeacherOnline', {
        teacherName: notification.params.teacherName,
        context: genderContext(notification.params),
      });
    case 'accountActivated':
    case 'accountBanned':
      return t(`notifications:types.${notification.type}`);
  }
}
