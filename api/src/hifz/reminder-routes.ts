import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RevisionReminder } from '@app/shared/protocol';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import { RevisionRemindersRepository } from './reminder-repository';
import type { RevisionReminderRow } from './reminder-tables';
import { minuteOfDayOf, timeOfMinute, timeZoneOf } from './reminder-time';

const tags = ['hifz'];

/** The wire form of a stored reminder: null when it is off or was never set. */
const toReminder = (row: RevisionReminderRow | null): RevisionReminder | null =>
  row?.enabled ? { time: timeOfMinute(row.minuteOfDay), timeZone: row.timeZone } : null;

export interface ReminderRoutesOptions {
  /** The clock the next reminder is worked out from (tests move it). */
  now?: (() => Date) | undefined;
}

/** A student's own daily revision reminder (docs/product.md#daily-revision-reminder). */
const reminderRoutes: FastifyPluginAsyncZod<ReminderRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const reminders = new RevisionRemindersRepository(app.db);
  const onRequest = app.requireRoles('student');

  contractRoute(app, 'hifz.reminder', { onRequest, tags }, async (request) => {
    const row = await reminders.of(authOf(request).user.id);
    return { data: { reminder: toReminder(row) } };
  });

  contractRoute(app, 'hifz.updateReminder', { onRequest, tags }, async (request) => {
    const { reminder } = request.body;
    const setting = reminder && {
      minuteOfDay: minuteOfDayOf(reminder.time),
      timeZone: timeZoneOf(reminder.timeZone),
    };
    const row = await reminders.save(authOf(request).user.id, setting, now());
    return { data: { reminder: toReminder(row) } };
  });
};

export default reminderRoutes;
