import {
  SERVER_EVENTS,
  type Role,
  type TeacherStatusUpdated,
  type UsersListDelta,
  type UsersListEntry,
} from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
import { studentsTaughtBy, teachersOfStudent } from '../meetings/taught-students';
import { audiencesSeeing, isAdminAudience, visibleRoles, type Audience } from './audiences';
import type { RealtimeContext } from './realtime-context';
import { rooms, type RealtimeSocket } from './socket-types';
import { listEntry, presenceDelta, presenceOf } from './user-entries';
import type { VisitorFeed } from './visitor-feed';

/** What presence uses of the realtime layer. */
export type PresenceDeps = Pick<
  RealtimeContext,
  | 'clustered'
  | 'db'
  | 'directory'
  | 'io'
  | 'log'
  | 'reach'
  | 'presenceEvents'
  | 'settings'
  | 'store'
  | 'timers'
  | 'users'
>;

type OfflineListener = (userId: string, role: Role) => Promise<void>;

/** An audience and the rooms its copy of a user's entry goes to. */
interface Recipients {
  audience: Audience;
  rooms: string[];
}

/** One audience's change and where it goes. */
type AudienceDelta = Recipients & { delta: UsersListDelta };

/** A change about a user, and the rooms of those who must not hear of it. */
interface Announcement {
  deltas: AudienceDelta[];
  /** The students who blocked the user (a Sheikh): their lists do not hold it. */
  except: string[];
}

// Students come and go all day: teachers get the new count at most this often.
const ONLINE_COUNT_INTERVAL_MS = 1_000;

/**
 * Who is online, and keeping every list current: a full `users:list` on connect, then one
 * small `users:delta` per change, sent once per cut to the rooms of those that list the user.
 * The anonymous audience's changes also go to the visitors' event streams (visitor-feed.ts).
 */
export class Presence {
  readonly #offlineListeners: OfflineListener[] = [];
  #countDue = false;

  constructor(
    private readonly ctx: PresenceDeps,
    private readonly visitors: VisitorFeed,
  ) {}

  /** Called when a user goes offline (after the grace period), e.g. to stop its ringing calls. */
  onOffline(listener: OfflineListener): void {
    this.#offlineListeners.push(listener);
  }

  /** A socket joined: rooms, presence, then its snapshot (so the snapshot already counts it). */
  async connected(socket: RealtimeSocket, audience: Audience): Promise<void> {
    const { userId, role, sessionId } = socket.data;
    await socket.join(rooms.audience(audience));
    if (userId && role && sessionId) {
      await socket.join([rooms.user(userId), rooms.session(sessionId)]);
      this.ctx.timers.cancel(`grace:${userId}`);
      const becameOnline = await this.ctx.store.addConnection(userId, role, socket.id);
      const row = await this.ctx.directory.get(userId);
      // The unload beacon (POST /auth/set-offline) may have cleared the flag during a reload.
      if (becameOnline || (row && !row.isOnline)) await this.#writeOnline(userId, true);
      if (becameOnline) {
        await this.announce(userId);
        this.ctx.presenceEvents.emit('cameOnline', { userId, role });
      }
    }
    socket.emit(SERVER_EVENTS.allUsersList, await this.snapshot(audience, userId));
    if (userId && role === 'teacher') {
      socket.emit(SERVER_EVENTS.teacherStatusUpdated, await this.teacherStatus(userId));
      socket.emit(SERVER_EVENTS.onlineStudents, {
        count: await this.ctx.store.onlineCount('student'),
      });
    }
  }

  /** A socket left: the user goes offline only if no socket is back within the grace period. */
  async disconnected(socket: RealtimeSocket): Promise<void> {
    const { userId, role } = socket.data;
    if (!userId || !role) return;
    const left = await this.ctx.store.removeConnection(userId, socket.id);
    if (left === 0) this.scheduleSettle(userId, role);
  }

  scheduleSettle(userId: string, role: Role): void {
    this.ctx.timers.schedule(
      `grace:${userId}`,
      this.ctx.settings.PRESENCE_GRACE_MS,
      () => this.settle(userId, role),
      (error) => this.ctx.log.error({ err: error, userId }, 'presence settle failed'),
    );
  }

  /** Takes the user offline if it still has no socket; only one process wins the change. */
  async settle(userId: string, role: Role): Promise<void> {
    if (!(await this.ctx.store.settleOffline(userId, role, Date.now()))) return;
    await this.#writeOnline(userId, false);
    await this.announce(userId);
    for (const listener of this.#offlineListeners) await listener(userId, role);
  }

  /** Mirrors presence in the users table for the REST lists. */
  async #writeOnline(userId: string, isOnline: boolean): Promise<void> {
    const row = await this.ctx.users.setPresence(userId, { isOnline });
    if (row) this.ctx.directory.put(row);
  }

  /** Caches a row this process just wrote and tells the other processes to re-read it. */
  rowChanged(row: UserRow): void {
    this.ctx.directory.put(row);
    if (this.ctx.clustered) this.ctx.io.serverSideEmit('userChanged', row.id);
  }

  /**
   * The receiver's whole list: only the roles it may see, cut to the fields it may see. A
   * teacher's list holds only the students it has taught.
   */
  async snapshot(audience: Audience, selfId: string | null): Promise<UsersListEntry[]> {
    const roles = visibleRoles(audience);
    const taught =
      audience === 'teacher' && selfId
        ? new Set(await studentsTaughtBy(this.ctx.db, selfId))
        : null;
    const reachable =
      audience === 'student' && selfId ? await this.ctx.reach.listFilter(selfId) : () => true;
    const rows = (await this.ctx.directory.ofRoles(roles, isAdminAudience(audience))).filter(
      (row) => row.id !== selfId && (!taught || taught.has(row.id)) && reachable(row),
    );
    const online = new Set<string>();
    for (const role of roles) for (const id of await this.ctx.store.onlineIds(role)) online.add(id);
    const lastSeen = await this.ctx.store.lastSeen(rows.map((row) => row.id));
    return rows.flatMap(
      (row) =>
        listEntry(audience, row, presenceOf(row, online.has(row.id), lastSeen.get(row.id))) ?? [],
    );
  }

  async presenceOfUser(row: UserRow) {
    const online = await this.ctx.store.isOnline(row.id, row.role);
    const lastSeen = (await this.ctx.store.lastSeen([row.id])).get(row.id);
    return presenceOf(row, online, lastSeen);
  }

  /**
   * Who lists the user: each audience's room, except that a student is listed only by the
   * teachers who taught it (their own rooms), never by every teacher.
   */
  async #recipients(row: UserRow): Promise<Recipients[]> {
    return Promise.all(
      audiencesSeeing(row.role).map(async (audience) => ({
        audience,
        rooms:
          audience === 'teacher'
            ? (await teachersOfStudent(this.ctx.db, row.id)).map(rooms.user)
            : [rooms.audience(audience)],
      })),
    );
  }

  /**
   * The rooms of the students whose lists leave this user out (they blocked him, or their
   * guardians' rules do not allow him): none unless it is a Sheikh.
   */
  async #blockers(row: UserRow): Promise<string[]> {
    if (row.role !== 'teacher') return [];
    return (await this.ctx.reach.studentsNotSeeing(row)).map(rooms.user);
  }

  /**
   * One emit per distinct payload (audiences that get the same cut share it), never to the
   * excepted rooms: a blocked Sheikh's changes do not reach the students who blocked him.
   */
  #emitDeltas({ deltas, except }: Announcement): void {
    // Anonymous sockets (old pages still open, other clients) keep their room's copy too.
    for (const { audience, delta } of deltas) {
      if (audience === 'anonymous') this.visitors.publish(delta);
    }
    const byPayload = new Map<string, { rooms: string[]; delta: UsersListDelta }>();
    for (const { rooms: targets, delta } of deltas) {
      const key = JSON.stringify(delta);
      const group = byPayload.get(key);
      if (group) group.rooms.push(...targets);
      else byPayload.set(key, { rooms: [...targets], delta });
    }
    for (const { rooms: targets, delta } of byPayload.values()) {
      // An empty target list would broadcast to every socket.
      if (targets.length > 0) {
        this.ctx.io.to(targets).except(except).emit(SERVER_EVENTS.usersListDelta, delta);
      }
    }
  }

  /** Broadcasts the user's presence (one small delta per cut) to every list that holds it. */
  async announce(userId: string): Promise<void> {
    const row = await this.ctx.directory.get(userId);
    if (!row || !row.active) return;
    const presence = await this.presenceOfUser(row);
    this.#emitDeltas({
      deltas: (await this.#recipients(row)).map(({ audience, rooms: targets }) => ({
        audience,
        rooms: targets,
        delta: presenceDelta(audience, row, presence),
      })),
      except: await this.#blockers(row),
    });
    if (row.role === 'student') this.#countOnlineStudentsSoon();
  }

  /** Teachers learn how many students are online, at most once per interval. */
  #countOnlineStudentsSoon(): void {
    if (this.#countDue) return;
    this.#countDue = true;
    this.ctx.timers.schedule(
      'users:onlineStudents',
      ONLINE_COUNT_INTERVAL_MS,
      async () => {
        this.#countDue = false;
        const count = await this.ctx.store.onlineCount('student');
        this.ctx.io.to(rooms.audience('teacher')).emit(SERVER_EVENTS.onlineStudents, { count });
      },
      (error) => this.ctx.log.error({ err: error }, 'online students count failed'),
    );
  }

  /** Broadcasts a changed user whole (or its removal), each audience getting its own cut. */
  async announceChange(before: UserRow | null, after: UserRow | null): Promise<void> {
    const id = (after ?? before)?.id;
    if (!id) return;
    const presence = after ? await this.presenceOfUser(after) : null;
    const now = after ? await this.#recipients(after) : [];
    const listedBy = new Set(now.map(({ audience }) => audience));
    // A removal goes to the whole audience, teachers too: a deleted student's lessons no longer
    // name it, so the teachers who taught it cannot be found, and a removal says only an id.
    const remove = (audience: Audience): AudienceDelta => ({
      audience,
      rooms: [rooms.audience(audience)],
      delta: { type: 'remove', _id: id },
    });
    const deltas: AudienceDelta[] = [];
    for (const { audience, rooms: targets } of now) {
      // Admins also list inactive users.
      const entry =
        after && presence && (after.active || isAdminAudience(audience))
          ? listEntry(audience, after, presence)
          : null;
      deltas.push(
        entry
          ? { audience, rooms: targets, delta: { type: 'upsert', user: entry } }
          : remove(audience),
      );
    }
    for (const audience of before ? audiencesSeeing(before.role) : []) {
      if (!listedBy.has(audience)) deltas.push(remove(audience));
    }
    this.#emitDeltas({ deltas, except: after ? await this.#blockers(after) : [] });
  }

  /** A lesson took place: its students appear in the teacher's list (again, harmlessly). */
  async lessonTaught(teacherId: string, studentIds: readonly string[]): Promise<void> {
    for (const studentId of studentIds) {
      const row = await this.ctx.directory.get(studentId);
      if (!row || !row.active) continue;
      const entry = listEntry('teacher', row, await this.presenceOfUser(row));
      if (entry) {
        this.ctx.io
          .to(rooms.user(teacherId))
          .emit(SERVER_EVENTS.usersListDelta, { type: 'upsert', user: entry });
      }
    }
  }

  /**
   * A student blocked a Sheikh (he leaves the student's lists in every tab) or lifted the block
   * (he comes back as any Sheikh is listed).
   */
  async blockChanged({
    studentId,
    teacherId,
    blocked,
  }: {
    studentId: string;
    teacherId: string;
    blocked: boolean;
  }): Promise<void> {
    const to = this.ctx.io.to(rooms.user(studentId));
    if (blocked) {
      to.emit(SERVER_EVENTS.usersListDelta, { type: 'remove', _id: teacherId });
      return;
    }
    const row = await this.ctx.directory.get(teacherId);
    if (!row || !row.active) return;
    const entry = listEntry('student', row, await this.presenceOfUser(row));
    if (entry) to.emit(SERVER_EVENTS.usersListDelta, { type: 'upsert', user: entry });
  }

  /** A child's guardians changed its rules: its open lists get a new snapshot in every tab. */
  async resendList(studentId: string): Promise<void> {
    const row = await this.ctx.directory.get(studentId);
    if (!row || row.role !== 'student') return;
    this.ctx.io
      .to(rooms.user(studentId))
      .emit(SERVER_EVENTS.allUsersList, await this.snapshot('student', studentId));
  }

  /** A teacher's flags as teacher_status_updated carries them. */
  async teacherStatus(userId: string): Promise<TeacherStatusUpdated> {
    const row = await this.ctx.directory.get(userId);
    const online = row ? await this.ctx.store.isOnline(userId, row.role) : false;
    return {
      teacherId: userId,
      status: {
        isOnline: online,
        isBusy: Boolean(row?.isBusy),
        inMeeting: Boolean(row?.inMeeting),
      },
    };
  }

  /** After a teacher's flags changed: its tabs get teacher_status_updated, lists a delta. */
  async teacherFlagsChanged(row: UserRow): Promise<void> {
    this.rowChanged(row);
    this.ctx.io
      .to(rooms.user(row.id))
      .emit(SERVER_EVENTS.teacherStatusUpdated, await this.teacherStatus(row.id));
    await this.announce(row.id);
  }
}
