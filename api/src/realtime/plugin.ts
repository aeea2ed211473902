import fp from 'fastify-plugin';
import { closeAdapterClient, openAdapterClient } from './adapter-client';
import { announceClassroom } from './classroom-announcements';
import { ClassroomRepository } from '../classroom/classroom-repository';
import { ClassroomSync } from './classroom-sync';
import { Calls } from './calls';
import { handleConnection } from './connection';
import { ConnectionCount } from './connection-count';
import { Directory } from './directory';
import { SocketEventLimits } from './event-limits';
import { listenToAppEvents } from './event-listeners';
import { Meetings } from './meetings';
import { Presence } from './presence';
import type { RealtimeContext } from './realtime-context';
import { loadRealtimeSettings, type RealtimeSettings } from './realtime-settings';
import { Signalling } from './signalling';
import { authenticateSockets } from './socket-auth';
import { createSocketServer } from './socket-server';
import type { RealtimeServer } from './socket-types';
import { MemoryStore } from './store/memory-store';
import type { RealtimeStore } from './store/realtime-store';
import { RedisStore } from './store/redis-store';
import { TeacherStatus } from './teacher-status';
import { Timers } from './timers';
import { VISITOR_HEARTBEAT_MS, VisitorFeed } from './visitor-feed';
import { Watchers } from './watchers';

/** What the app exposes of the realtime layer (tests and the bench reach in through it). */
export interface Realtime {
  io: RealtimeServer;
  store: RealtimeStore;
  directory: Directory;
  settings: RealtimeSettings;
  /** The signed-out visitors' live teacher list (GET /teachers/live). */
  visitors: VisitorFeed;
  /** Anonymous connections per client address: sockets and visitors' streams, together. */
  anonymousConnections: ConnectionCount;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * socket.io on the API's HTTP server: presence, calls, meeting lifecycle and p2p signalling
 * (docs/architecture.md#real-time). With REDIS_URL, state and rooms are shared so processes act as one.
 */
export default fp(
  async (app) => {
    const settings = loadRealtimeSettings();
    const { redis } = app;
    const store = redis
      ? await RedisStore.open(redis, settings.REALTIME_REDIS_PREFIX, settings.NODE_HEARTBEAT_TTL_MS)
      : new MemoryStore();
    const adapterRedis = redis ? await openAdapterClient(redis) : null;
    const io = createSocketServer(app.server, settings, app.config.CORS_ORIGINS, adapterRedis);
    const timers = new Timers();
    const ctx: RealtimeContext = {
      io,
      store,
      directory: new Directory(app.usersRepository),
      settings,
      db: app.db,
      users: app.usersRepository,
      reach: app.studentReach,
      family: app.familyRepository,
      meetings: app.meetingsRepository,
      meetingEvents: app.meetingEvents,
      lifecycle: app.meetingLifecycle,
      callEvents: app.callEvents,
      presenceEvents: app.presenceEvents,
      meetingTokens: app.meetingTokens,
      rateLimits: app.rateLimits,
      videoProvider: app.config.VIDEO_PROVIDER,
      clustered: redis !== null,
      log: app.log.child({ module: 'realtime' }),
      timers,
    };
    const eventLimits = new SocketEventLimits(settings);
    const anonymousConnections = new ConnectionCount(
      app.rateLimits.settings.anonymousSocketsPerAddress,
    );
    // A visitor's list is the one an anonymous socket gets: Presence cuts it.
    const visitors: VisitorFeed = new VisitorFeed(ctx, () => presence.snapshot('anonymous', null));
    const presence = new Presence(ctx, visitors);
    const watchers = new Watchers(ctx);
    const meetings = new Meetings(ctx, presence, watchers);
    const calls = new Calls(ctx, meetings);
    const services = {
      presence,
      calls,
      meetings,
      watchers,
      teacherStatus: new TeacherStatus(ctx, presence),
      signalling: new Signalling(),
      eventLimits,
      classroom: new ClassroomSync(ctx, app.classroomService, new ClassroomRepository(app.db)),
    };
    presence.onOffline((userId, role) => calls.userOffline(userId, role));

    const detachMeetings = meetings.listen();
    await cleanUpAfterCrash(ctx, meetings);
    authenticateSockets(app, io, ctx.directory, anonymousConnections);
    io.on('connection', (socket) => handleConnection(ctx, services, socket));
    const detachVisitors = visitors.listen();
    const detachAccounts = listenToAppEvents(ctx, app.accountEvents, presence);
    const detachClassroom = announceClassroom(io, app.classroomEvents);

    const logError = (what: string) => (error: unknown) =>
      ctx.log.error({ err: error }, `realtime ${what} failed`);
    // A block takes the Sheikh out of the student's open lists at once (or puts him back).
    const detachBlocks = app.moderationEvents.on('blockChanged', (change) => {
      presence.blockChanged(change).catch(logError('block announcement'));
    });
    // A guardian's new rules (or a guardian gone) give the child's open lists a new snapshot.
    const detachFamily = app.familyEvents.on('rulesChanged', ({ childId }) => {
      presence.resendList(childId).catch(logError('family rules announcement'));
    });
    timers.every(settings.REALTIME_SWEEP_MS, () => calls.sweep(), logError('call sweep'));
    timers.every(
      settings.REALTIME_SWEEP_MS,
      async () => {
        for (const userId of await store.reapDeadNodes()) {
          const row = await ctx.directory.get(userId);
          if (row) presence.scheduleSettle(userId, row.role);
        }
      },
      logError('node reaping'),
    );
    timers.every(VISITOR_HEARTBEAT_MS, async () => visitors.heartbeat(), logError('heartbeat'));
    // A user's allowances outlive its sockets until they refill; then they are forgotten.
    timers.every(60_000, async () => eventLimits.forgetRefilled(), logError('allowance pruning'));
    // A closed rejoin window ends its meeting within a sweep; any process may do it (the
    // lifecycle's conditional write lets one win).
    timers.every(
      settings.REALTIME_SWEEP_MS,
      () => ctx.lifecycle.closePassedWindows(),
      logError('rejoin windows'),
    );
    // Room occupancy is asked of every process, so rooms are compared with the meetings only
    // a few times per rejoin window, and by one process (the lease passes on if it dies).
    const reconcileMs = Math.max(
      settings.REALTIME_SWEEP_MS,
      ctx.lifecycle.machine.rejoinWindowMs / 4,
    );
    timers.every(
      reconcileMs,
      async () => {
        if (await store.acquireLease('meeting-sweep', reconcileMs * 3)) await meetings.reconcile();
      },
      logError('meeting reconcile'),
    );

    app.decorate('realtime', {
      io,
      store,
      directory: ctx.directory,
      settings,
      visitors,
      anonymousConnections,
    });
    app.addHook('preClose', async () => {
      // Stop first so the disconnects below change nothing; then let the HTTP server close.
      // Closing the transports (not disconnecting the sockets, which tells a client it was
      // sent away for good) lets every client reconnect to the restarted or next process.
      timers.close();
      detachMeetings();
      detachAccounts();
      detachClassroom();
      detachBlocks();
      detachFamily();
      detachVisitors();
      io.engine.close();
      // An open stream is a request in flight, which the HTTP server would wait for: ended
      // here, each visitor's EventSource reconnects to another process.
      visitors.close();
    });
    app.addHook('onClose', async () => {
      await io.close();
      await store.close();
      if (adapterRedis) await closeAdapterClient(adapterRedis);
    });
  },
  {
    name: 'realtime',
    dependencies: [
      'authentication',
      'users-repository',
      'meetings-repository',
      'redis',
      'rate-limits',
      'classroom-service',
      'moderation',
    ],
  },
);

/**
 * After a crash or restart: the lifecycle recovers the meetings (passed windows end, the rest
 * are compared with their rooms, the in-meeting flags derived again), and online flags are
 * reset to what the store knows.
 */
async function cleanUpAfterCrash(ctx: RealtimeContext, meetings: Meetings): Promise<void> {
  await meetings.recoverAfterRestart();
  const online = await Promise.all(
    ['superadmin', 'admin', 'teacher', 'student'].map((role) => ctx.store.onlineIds(role)),
  );
  await ctx.users.clearOnlineExcept(online.flatMap((set) => [...set]));
}
