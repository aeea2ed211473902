import type { Agent } from 'node:https';
import fp from 'fastify-plugin';
import { LessonReminderStore } from '../booking/lesson-reminder-store';
import { RevisionRemindersRepository } from '../hifz/reminder-repository';
import { WeeklyReportClaims } from '../progress/weekly-report-claims';
import { LessonReminderSender } from './lesson-reminder-sender';
import { Mailer } from './mailer';
import { listenForNotifications } from './notification-triggers';
import {
  createNotificationsRepository,
  type NotificationsRepository,
} from './notifications-repository';
import { Notifier } from './notifier';
import { createPreferencesRepository, type PreferencesRepository } from './preferences-repository';
import type { HostResolver } from './public-address';
import { PushSender } from './push-sender';
import {
  createPushSubscriptionsRepository,
  type PushSubscriptionsRepository,
} from './push-subscriptions-repository';
import { RevisionReminderSender } from './revision-reminder-sender';
import { resolveVapidKeys } from './vapid-keys';
import { WeeklyReportSender } from './weekly-report-sender';

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository;
    notificationPreferences: PreferencesRepository;
    pushSubscriptions: PushSubscriptionsRepository;
    pushSender: PushSender;
    /** Creates and delivers notifications; `settled()` waits for background deliveries. */
    notifier: Notifier;
    /** The daily revision reminders; `tick()` runs them at once (tests). */
    revisionReminderSender: RevisionReminderSender;
    /** The weekly reports to students and guardians; `tick()` runs them at once (tests). */
    weeklyReportSender: WeeklyReportSender;
    /** The reminders of booked lessons; `tick()` runs them at once (tests). */
    lessonReminderSender: LessonReminderSender;
  }
}

export interface NotificationsPluginOptions {
  /** HTTPS agent for push services; tests pass one that trusts their local service. */
  pushAgent?: Agent | undefined;
  /** Allow push endpoints on private addresses: only tests, whose push service is local. */
  pushToPrivateHosts?: boolean | undefined;
  /** Resolves push endpoint hosts when they are checked (tests: this machine has no DNS). */
  pushHostResolver?: HostResolver | undefined;
  /** The clock revision reminders and weekly reports go by: the hifz schedule's (tests move it). */
  reminderClock?: (() => Date) | undefined;
  /** The clock booked lessons are reminded by: the booking service's (tests move it). */
  lessonClock?: (() => Date) | undefined;
}

// On shutdown, deliveries in flight get this long to finish before the database closes.
const SHUTDOWN_GRACE_MS = 5_000;

/** Notifications: their tables, delivery (socket, web push, email) and what creates them. */
export default fp<NotificationsPluginOptions>(
  async (app, { pushAgent, pushToPrivateHosts, pushHostResolver, reminderClock, lessonClock }) => {
    const { config } = app;
    const log = app.log.child({ module: 'notifications' });
    const notifications = createNotificationsRepository(app.db);
    const preferences = createPreferencesRepository(app.db);
    const subscriptions = createPushSubscriptionsRepository(app.db);
    const pushSender = new PushSender({
      keys: resolveVapidKeys(
        { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY },
        config.DATA_DIR,
      ),
      subject: config.VAPID_SUBJECT,
      subscriptions,
      log,
      agent: pushAgent,
      privateHostsAllowed: pushToPrivateHosts === true,
      resolveHost: pushHostResolver,
    });
    const mailer = config.SMTP_URL ? new Mailer(config.SMTP_URL, config.SMTP_FROM, log) : null;
    const notifier = new Notifier({
      notifications,
      preferences,
      users: app.usersRepository,
      io: app.realtime.io,
      push: pushSender,
      mailer,
      ringTimeoutMs: app.realtime.settings.RING_TIMEOUT_MS,
      log,
    });
    app.decorate('notificationsRepository', notifications);
    app.decorate('notificationPreferences', preferences);
    app.decorate('pushSubscriptions', subscriptions);
    app.decorate('pushSender', pushSender);
    app.decorate('notifier', notifier);
    const reminderSender = new RevisionReminderSender({
      reminders: new RevisionRemindersRepository(app.db),
      hifz: app.hifzRepository,
      notifier,
      now: reminderClock ?? (() => new Date()),
      log,
    });
    app.decorate('revisionReminderSender', reminderSender);
    const weeklyReportSender = new WeeklyReportSender({
      db: app.db,
      claims: new WeeklyReportClaims(app.db),
      hifz: app.hifzRepository,
      family: app.familyRepository,
      notifier,
      now: reminderClock ?? (() => new Date()),
      log,
    });
    app.decorate('weeklyReportSender', weeklyReportSender);
    const lessonReminderSender = new LessonReminderSender({
      store: new LessonReminderStore(app.db),
      notifier,
      now: lessonClock ?? (() => new Date()),
      log,
    });
    app.decorate('lessonReminderSender', lessonReminderSender);

    const detach = listenForNotifications(app, notifier);
    reminderSender.start();
    weeklyReportSender.start();
    lessonReminderSender.start();
    app.addHook('preClose', async () => {
      detach();
      await Promise.all([
        reminderSender.stop(),
        weeklyReportSender.stop(),
        lessonReminderSender.stop(),
      ]);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        notifier.settled(),
        new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS))),
      ]);
      clearTimeout(timer);
      mailer?.close();
    });
  },
  {
    name: 'notifications',
    dependencies: [
      'db',
      'realtime',
      'users-repository',
      'meetings-repository',
      'moderation',
      'family',
      'hifz-service',
      'homework-service',
      'booking-service',
    ],
  },
);
