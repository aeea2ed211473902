import type { FastifyBaseLogger } from 'fastify';
import { DUTY_NOTIFICATION_TYPES } from '@app/shared/protocol';
import type { RealtimeServer } from '../realtime/socket-types';
import { rooms } from '../realtime/socket-types';
import type { UsersRepository } from '../users/users-repository';
import type { Mailer } from './mailer';
import { messageActions, messageUrl, renderText, type Message } from './notification-texts';
import {
  KIND_SWITCH,
  NOTIFICATION_SERVER_EVENTS,
  type Notification,
  type NotificationParams,
  type NotificationType,
} from './notification-types';
import { toNotification } from './notification-view';
import type { NotificationsRepository } from './notifications-repository';
import type { PreferencesRepository } from './preferences-repository';
import type { PushMessage, PushSender } from './push-sender';

export interface NotifierOptions {
  notifications: NotificationsRepository;
  preferences: PreferencesRepository;
  users: UsersRepository;
  io: RealtimeServer;
  push: PushSender;
  /** Null when SMTP_URL is unset: no email is sent and the client shows email as unavailable. */
  mailer: Mailer | null;
  /** A ringing call's push is useless once the call stopped ringing. */
  ringTimeoutMs: number;
  log: FastifyBaseLogger;
}

// A stored notification waits a day on the push service for a device that is offline.
const NOTIFICATION_TTL_SECONDS = 24 * 60 * 60;

/**
 * Creates notifications and delivers them: to every open tab over the socket (through the
 * adapter, so tabs on other processes too), by web push and by email, each as the recipient's
 * preferences allow. Delivery runs in the background and only logs its failures, so the
 * request or call step that caused a notification never fails because of it.
 */
/**
 * A missed call, a safety concern and a lesson about to start reach the phone at once, even in
 * a power-saving mode.
 */
function isUrgent(message: Message): boolean {
  return (
    message.type === 'missedCall' ||
    (message.type === 'reportFiled' && message.params.reason === 'safety_concern') ||
    (message.type === 'lessonReminder' && message.params.before === 'soon')
  );
}

export class Notifier {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly options: NotifierOptions) {}

  get emailAvailable(): boolean {
    return this.options.mailer !== null;
  }

  /** Runs a task in the background, logging its failure; `settled()` waits for it. */
  run(what: string, task: () => Promise<unknown>): void {
    const done: Promise<void> = task()
      .then(
        () => undefined,
        (error: unknown) => this.options.log.error({ err: error }, `notifications: ${what} failed`),
      )
      .finally(() => this.#pending.delete(done));
    this.#pending.add(done);
  }

  /** Resolves when every background creation and delivery started so far has finished. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  /**
   * Creates a notification for the user unless its kind is switched off (a duty type is not
   * switchable), tells the user's
   * tabs, and starts push and email delivery. Null when the preferences refused it.
   */
  async notify<T extends NotificationType>(
    userId: string,
    type: T,
    params: NotificationParams<T>,
  ): Promise<Notification | null> {
    const { notifications, preferences, io, mailer } = this.options;
    const switches = await preferences.get(userId);
    if (!switches[KIND_SWITCH[type]] && !DUTY_NOTIFICATION_TYPES.includes(type)) return null;
    const notification = toNotification(await notifications.create(userId, type, params));
    const unreadCount = await notifications.unreadCount(userId);
    io.to(rooms.user(userId)).emit(NOTIFICATION_SERVER_EVENTS.notificationCreated, {
      notification,
      unreadCount,
    });
    const message = { type, params } as Message;
    if (switches.push) {
      this.run('push', () =>
        this.options.push.sendToUser(userId, {
          payload: (language) => {
            const actions = messageActions(message, language);
            return {
              type,
              ...renderText(message, language),
              url: messageUrl(message),
              ...(actions.length > 0 ? { actions } : {}),
              tag: `notification-${notification._id}`,
              lang: language,
            };
          },
          ttlSeconds: NOTIFICATION_TTL_SECONDS,
          urgency: isUrgent(message) ? 'high' : 'normal',
        }),
      );
    }
    if (switches.email && mailer) {
      this.run('email', async () => {
        const user = await this.options.users.findById(userId);
        if (user?.email) await mailer.send(user.email, message);
      });
    }
    return notification;
  }

  /** After read, read-all or delete: every tab of the user learns the new unread count. */
  async changed(userId: string): Promise<number> {
    const unreadCount = await this.options.notifications.unreadCount(userId);
    this.options.io
      .to(rooms.user(userId))
      .emit(NOTIFICATION_SERVER_EVENTS.notificationsChanged, { unreadCount });
    return unreadCount;
  }

  /**
   * A ringing teacher whose tabs are all hidden (or who has none left) gets a web push, so a
   * teacher with the app in the background learns of the call. Sockets are asked on every
   * process (fetchSockets goes through the adapter).
   */
  async incomingCall(call: { callId: string; teacherId: string; studentName: string }) {
    const sockets = await this.options.io.in(rooms.user(call.teacherId)).fetchSockets();
    if (sockets.some((socket) => !socket.data.hidden)) return;
    const switches = await this.options.preferences.get(call.teacherId);
    if (!switches.push || !switches.callNotifications) return;
    const message: Message = { type: 'incomingCall', params: { studentName: call.studentName } };
    const push: PushMessage = {
      payload: (language) => ({
        type: 'incomingCall',
        ...renderText(message, language),
        url: messageUrl(message),
        tag: `call-${call.callId}`,
        lang: language,
      }),
      ttlSeconds: Math.max(1, Math.ceil(this.options.ringTimeoutMs / 1000)),
      urgency: 'high',
    };
    await this.options.push.sendToUser(call.teacherId, push);
  }
}
