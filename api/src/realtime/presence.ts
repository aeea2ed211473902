import {
  SERVER_EVENTS,
  type Role,
  type TeacherStatusUpdated,
  type UsersListEntry,
} from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
import { audiencesSeeing, fieldLevel, visibleRoles, type Audience } from './audiences';
import type { RealtimeContext } from './realtime-context';
import { rooms, type RealtimeSocket } from './socket-types';
import { listEntry, presenceOf } from './user-entries';

type OfflineListener = (userId: string, role: Role) => Promise<void>;

/**
 * Who is online, and keeping every list current: a full `allUsersList` on connect, then one
 * small `usersListDelta` per change, broadcast once to the audience rooms that see the user.
 */
export class Presence {
  readonly #offlineListeners: OfflineListener[] = [];

  constructor(private readonly ctx: RealtimeContext) {}

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

  /** The receiver's whole list: only the roles it may see, cut to the fields it may see. */
  async snapshot(audience: Audience, selfId: string | null): Promise<UsersListEntry[]> {
    const roles = visibleRoles(audience);
    const level = fieldLevel(audience);
    const rows = (await this.ctx.directory.ofRoles(roles, level === 'admin')).filter(
      (row) => row.id !== selfId,
    );
    const online = new Set<string>();
    for (const role of roles) for (const id of await this.ctx.store.onlineIds(role)) online.add(id);
    const lastSeen = await this.ctx.store.lastSeen(rows.map((row) => row.id));
    return rows.map((row) =>
      listEntry(row, presenceOf(row, online.has(row.id), lastSeen.get(row.id)), level),
    );
  }

  async presenceOfUser(row: UserRow) {
    const online = await this.ctx.store.isOnline(row.id, row.role);
    const lastSeen = (await this.ctx.store.lastSeen([row.id])).get(row.id);
    return presenceOf(row, online, lastSeen);
  }

  /** Broadcasts the user's presence (one small delta) to every audience that lists it. */
  async announce(userId: string): Promise<void> {
    const row = await this.ctx.directory.get(userId);
    if (!row || !row.active) return;
    const presence = await this.presenceOfUser(row);
    const targets = audiencesSeeing(row.role).map(rooms.audience);
    this.ctx.io.to(targets).emit(SERVER_EVENTS.usersListDelta, {
      type: 'presence',
      _id: row.id,
      ...presence,
    });
  }

  /** Broadcasts a changed user whole (or its removal), each audience getting its own cut. */
  async announceChange(before: UserRow | null, after: UserRow | null): Promise<void> {
    const id = (after ?? before)?.id;
    if (!id) return;
    const listed = after && after.active ? after : null;
    const presence = listed ? await this.presenceOfUser(listed) : null;
    const nowSeeing = new Set(listed ? audiencesSeeing(listed.role) : []);
    const audiences = new Set<Audience>([
      ...nowSeeing,
      ...(before ? audiencesSeeing(before.role) : []),
    ]);
    for (const audience of audiences) {
      // Admins also list inactive users.
      const row = fieldLevel(audience) === 'admin' ? after : listed;
      const target = this.ctx.io.to(rooms.audience(audience));
      if (row && (nowSeeing.has(audience) || audiencesSeeing(row.role).includes(audience))) {
        const state = presence ?? (await this.presenceOfUser(row));
        target.emit(SERVER_EVENTS.usersListDelta, {
          type: 'upsert',
          user: listEntry(row, state, fieldLevel(audience)),
        });
      } else {
        target.emit(SERVER_EVENTS.usersListDelta, { type: 'remove', _id: id });
      }
    }
  }

  /** A teacher's flags as teacher_status_updated carries them. */
  async teacherStatus(userId: string): Promise<TeacherStatusUpdated> {
    const row = await this.ctx.directory.get(userId);
    const online = row ? await this.ctx.store.isOnline(userId, row.role) : false;
    return {
      userId,
      status: {
        isOnline: online,
        isBusy: Boolean(row && (row.isBusy || row.inMeeting)),
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
