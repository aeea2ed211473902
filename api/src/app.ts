import attendanceRoutes from './booking/attendance-routes';
import bookingRoutes from './booking/booking-routes';
import bookingService from './booking/booking-service';
import type { Agent } from 'node:https';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { trustFunction } from './lib/client-address';
import { REDACTED_PATHS, serializeError } from './lib/log-redaction';
import { AccountEventHub } from './auth/account-events';
import accountMail from './auth/account-mail';
import authentication from './auth/authentication';
import { DeviceCookies } from './auth/device-cookies';
import { LoginThrottle, type LoginLimits } from './auth/login-throttle';
import loginRoutes from './account/login-routes';
import { PasswordChecks } from './account/password-checks';
import profileRoutes from './account/profile-routes';
import recoveryRoutes from './account/recovery-routes';
import { resolveSessionSecret } from './auth/session-secret';
import classroomRoutes from './classroom/classroom-routes';
import { CallEventHub } from './realtime/call-events';
import { PresenceEventHub } from './realtime/presence-events';
import sessionRoutes from './account/session-routes';
import sessionsRepository from './auth/sessions-repository';
import { openDatabase, type Database } from './db/connection';
import dbPlugin from './db/plugin';
import { ClassroomEventHub } from './classroom/classroom-events';
import classroomService from './classroom/classroom-service';
import hifzService from './hifz/hifz-service';
import hifzRoutes from './hifz/hifz-routes';
import homeworkService from './homework/homework-service';
import homeworkRoutes from './homework/homework-routes';
import submissionRoutes from './homework/submission-routes';
import reminderRoutes from './hifz/reminder-routes';
import hoursRoutes from './booking/hours-routes';
import weeklyReportRoutes from './progress/weekly-report-routes';
import { MeetingEventHub } from './meetings/meeting-events';
import { MeetingTokens } from './meetings/meeting-token';
import meetingRoutes from './meetings/routes';
import { isBookedRoom } from './booking/booked-room';
import meetingLifecycle from './meetings/meeting-lifecycle';
import meetingsRepository from './meetings/meetings-repository';
import followsRepository from './follows/follows-repository';
import followRoutes from './follows/follow-routes';
import family from './family/family-plugin';
import familyRoutes from './family/family-routes';
import standingRoutes from './family/standing-routes';
import consentRoutes from './family/consent-routes';
import childBlockRoutes from './family/child-block-routes';
import guardianAdminRoutes from './family/guardian-admin-routes';
import blockRoutes from './moderation/block-routes';
import reportRoutes from './moderation/report-routes';
import moderation from './moderation/moderation-plugin';
import notifications from './notifications/plugin';
import type { HostResolver } from './notifications/public-address';
import notificationsRoutes from './notifications/routes';
import csrf from './plugins/csrf';
import errorHandler from './plugins/error-handler';
import inputHygiene from './plugins/input-hygiene';
import realtime from './realtime/plugin';
import external from './plugins/external';
import rateLimits, { type RateLimitSettings } from './plugins/rate-limits';
import redisPlugin from './plugins/redis';
import { REQUEST_ID_HEADER, requestIdFrom } from './lib/request-id';
import mail from './mail/plugin';
import bootstrap from './seed/bootstrap';
import metrics from './system/metrics-plugin';
import metricsRoute from './system/metrics-route';
import systemRoutes from './system/routes';
import statsRoutes from './stats/routes';
import { AvatarStore } from './uploads/avatar-store';
import uploadRoutes from './uploads/routes';
import liveTeachersRoutes from './teachers/live-routes';
import teacherRoutes from './teachers/routes';
import userRoutes from './users/routes';
import usersRepository from './users/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Account events for the realtime layer (bans, deletions, logouts, revoked sessions). */
    accountEvents: AccountEventHub;
    /** Meeting events for the realtime layer (teacher joined, meeting ended). */
    meetingEvents: MeetingEventHub;
    /** Classroom events for the realtime layer (marks and notes written over REST). */
    classroomEvents: ClassroomEventHub;
    /** Call events from the realtime layer (ringing, missed, declined) for notifications. */
    callEvents: CallEventHub;
    /** Presence events from the realtime layer (a user came online) for notifications. */
    presenceEvents: PresenceEventHub;
    /** Jitsi's video tokens, handed out by `meeting:enter`. */
    meetingTokens: MeetingTokens;
  }
}

export interface BuildOptions {
  /** An already open database shared by several apps (tests); the app will not close it. */
  database?: Database;
  loginLimits?: LoginLimits;
  /** Tighter or looser allowances than the defaults (tests). */
  rateLimits?: Partial<RateLimitSettings>;
  logger?: FastifyServerOptions['logger'];
  /** HTTPS agent for web push services (tests trust a local push service with it). */
  pushAgent?: Agent;
  /** Allow push endpoints on private addresses (tests run their push service locally). */
  pushToPrivateHosts?: boolean;
  /** Resolves push endpoint hosts (tests: a fixed table, as this machine has no DNS). */
  pushHostResolver?: HostResolver;
  /**
   * The clock hifz's revision schedule, the daily revision reminders, the weekly reports and
   * recited homework (due dates, lateness, the recordings' retention) read (tests move it).
   */
  hifzClock?: () => Date;
  /** The clock booked lessons are held, offered, cancelled and reminded by (tests move it). */
  bookingClock?: () => Date;
}

/** Opens the database the config names: PostgreSQL when DATABASE_URL is set, else PGlite. */
function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
}

/** The API's log: its level, errors without query parameters, secrets redacted. */
export function loggerOptions(config: Config) {
  return { level: config.LOG_LEVEL, serializers: { err: serializeError }, redact: REDACTED_PATHS };
}

/** Builds the API: external plugins, then app plugins, then routes. Ready to listen or inject. */
export async function build(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // Multipart uploads are bounded separately by UPLOAD_MAX_BYTES.
    bodyLimit: 256 * 1024,
    // Behind a proxy every peer is the proxy: the client's address (rate limits, sessions) and
    // protocol (Secure cookies) come from its X-Forwarded-* headers, and only when it is trusted.
    // Fastify reads a bare hop count as trusting nobody; ours means the nearest `n` peers.
    trustProxy: trustFunction(config.TRUST_PROXY),
    // Every log line of a request carries `reqId`: the proxy's X-Request-Id or a new UUID
    // (unique across processes, unlike Fastify's per-process counter).
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openConfiguredDatabase(config));
  const sessionSecret = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);
  const accountEvents = new AccountEventHub();
  const meetingEvents = new MeetingEventHub();
  const classroomEvents = new ClassroomEventHub();
  const callEvents = new CallEventHub();
  const presenceEvents = new PresenceEventHub();
  const meetingTokens = new MeetingTokens(config);
  app.decorate('config', config);
  app.decorate('accountEvents', accountEvents);
  app.decorate('meetingEvents', meetingEvents);
  app.decorate('classroomEvents', classroomEvents);
  app.decorate('callEvents', callEvents);
  app.decorate('presenceEvents', presenceEvents);
  app.decorate('meetingTokens', meetingTokens);
  app.decorate('avatarStore', new AvatarStore(path.join(config.DATA_DIR, 'uploads', 'avatars')));
  app.addHook('onClose', async () => {
    accountEvents.removeAllListeners();
    meetingEvents.removeAllListeners();
    classroomEvents.removeAllListeners();
    callEvents.removeAllListeners();
    presenceEvents.removeAllListeners();
  });

  // External plugins.
  await app.register(external, { config });
  // Application plugins.
  await app.register(errorHandler);
  await app.register(inputHygiene);
  await app.register(csrf, { allowedOrigins: config.CORS_ORIGINS });
  await app.register(dbPlugin, { database, owned: !options.database });
  await app.register(redisPlugin);
  await app.register(rateLimits, { settings: options.rateLimits });
  await app.register(metrics);
  await app.register(usersRepository);
  await app.register(sessionsRepository);
  await app.register(meetingsRepository);
  await app.register(followsRepository);
  await app.register(moderation);
  await app.register(family);
  await app.register(meetingLifecycle);
  await app.register(classroomService);
  await app.register(hifzService, { now: options.hifzClock });
  await app.register(homeworkService, { now: options.hifzClock });
  await app.register(bookingService, { now: options.bookingClock });
  await app.register(authentication, { sessionSecret });
  await app.register(mail);
  await app.register(accountMail);
  await app.register(bootstrap, { config });
  await app.register(realtime);
  await app.register(notifications, {
    pushAgent: options.pushAgent,
    pushToPrivateHosts: options.pushToPrivateHosts,
    pushHostResolver: options.pushHostResolver,
    reminderClock: options.hifzClock,
    lessonClock: options.bookingClock,
  });
  // Routes.
  await app.register(
    fp(async (routes) => {
      await routes.register(systemRoutes, { config });
      await routes.register(statsRoutes);
      await routes.register(metricsRoute, { config });
      const passwords = new PasswordChecks(
        new LoginThrottle(options.loginLimits, app.redis),
        new DeviceCookies(sessionSecret),
      );
      await routes.register(loginRoutes, { passwords });
      await routes.register(sessionRoutes);
      await routes.register(profileRoutes);
      await routes.register(recoveryRoutes, { passwords });
      await routes.register(userRoutes);
      await routes.register(liveTeachersRoutes);
      await routes.register(teacherRoutes);
      await routes.register(followRoutes);
      await routes.register(meetingRoutes, { isBookedRoom });
      await routes.register(uploadRoutes);
      await routes.register(notificationsRoutes);
      await routes.register(classroomRoutes);
      await routes.register(hifzRoutes);
      await routes.register(homeworkRoutes);
      await routes.register(submissionRoutes);
      await routes.register(reminderRoutes, { now: options.hifzClock });
      await routes.register(hoursRoutes);
      await routes.register(weeklyReportRoutes, { now: options.hifzClock });
      await routes.register(reportRoutes);
      await routes.register(blockRoutes);
      await routes.register(familyRoutes);
      await routes.register(standingRoutes);
      await routes.register(consentRoutes);
      await routes.register(childBlockRoutes);
      await routes.register(guardianAdminRoutes);
      await routes.register(bookingRoutes);
      await routes.register(attendanceRoutes);
    }),
  );
  return app;
}
