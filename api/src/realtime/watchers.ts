import {
  SERVER_EVENTS,
  type LessonWatcher,
  type RoomRequest,
  type SocketAck,
  type WatchEntry,
} from '@app/shared/protocol';
import { lessonPeople } from './lesson-people';
import type { RealtimeContext } from './realtime-context';
import { refusal } from './refusals';
import { rooms, type RealtimeSocket } from './socket-types';

/** What watching a lesson uses of the realtime layer. */
export type WatchersDeps = Pick<
  RealtimeContext,
  'directory' | 'family' | 'io' | 'meetings' | 'meetingTokens'
>;

const WATCHERS_PREFIX = rooms.watchers('');

/**
 * A guardian watching a child's running lesson in silence. The watcher's socket is not in the
 * lesson's room (it gets no chat, no mushaf, and counts for nothing in the lifecycle): it is in
 * the lesson's watchers room, which hears who comes and goes and the end, and in its own peer
 * room, where the participants' video is offered to it. The participants hear of each watcher,
 * so both of them can show that someone is watching.
 */
export class Watchers {
  constructor(private readonly ctx: WatchersDeps) {}

  /**
   * `meeting:watch`: only a guardian of one of the lesson's students, and only until it ends.
   * Any other lesson is "not found", so room names cannot be probed.
   */
  async watch(socket: RealtimeSocket, { roomName }: RoomRequest): Promise<SocketAck<WatchEntry>> {
    const user = socket.data.userId ? await this.ctx.directory.get(socket.data.userId) : null;
    if (!user) return refusal('auth.forbidden');
    if (user.role !== 'guardian') return refusal('family.guardians_only');
    const meeting = await this.ctx.meetings.findByRoom(roomName);
    if (!meeting) return refusal('meetings.not_found');
    const participants = await lessonPeople(this.ctx, meeting);
    const students = participants.filter((p) => p.role === 'student');
    const guardianOf = await Promise.all(
      students.map((student) => this.ctx.family.isGuardianOf(user.id, student.userId)),
    );
    if (!guardianOf.some(Boolean)) return refusal('meetings.not_found');
    if (meeting.status === 'ended') return refusal('meetings.ended');

    const places = [rooms.watchers(roomName), rooms.peer(roomName, user.id)];
    // One socket per watcher, as per participant: a reloaded tab takes the place over.
    this.ctx.io.in(rooms.user(user.id)).except(socket.id).socketsLeave(places);
    await socket.join(places);
    socket
      .to(rooms.meeting(roomName))
      .emit(SERVER_EVENTS.watcherJoined, { roomName, userId: user.id, name: user.name });
    const [present, token] = await Promise.all([
      this.#userIdsIn(rooms.meeting(roomName)),
      this.ctx.meetingTokens.issue(user, roomName, false, socket.data.apiOrigin),
    ]);
    return { ok: true, meetingId: meeting.id, roomName, participants, present, token };
  }

  /** `meeting:unwatch`: the participants hear it and close their links to this watcher. */
  async stop(socket: RealtimeSocket, { roomName }: RoomRequest): Promise<SocketAck> {
    const { userId } = socket.data;
    if (!userId) return refusal('auth.forbidden');
    if (!socket.rooms.has(rooms.watchers(roomName))) return { ok: true };
    await socket.leave(rooms.watchers(roomName));
    await socket.leave(rooms.peer(roomName, userId));
    await this.#announceLeft(roomName, userId, socket.id);
    return { ok: true };
  }

  /** A watcher's socket is going: the participants hear it unless another tab still watches. */
  async socketGone(socket: RealtimeSocket, roomsBefore: readonly string[]): Promise<void> {
    const { userId } = socket.data;
    if (!userId) return;
    for (const room of roomsBefore) {
      if (room.startsWith(WATCHERS_PREFIX)) {
        await this.#announceLeft(room.slice(WATCHERS_PREFIX.length), userId, socket.id);
      }
    }
  }

  /** Who watches the lesson now, for a participant entering its room. */
  async of(roomName: string): Promise<LessonWatcher[]> {
    const ids = await this.#userIdsIn(rooms.watchers(roomName));
    const users = await Promise.all(ids.map((id) => this.ctx.directory.get(id)));
    return users.flatMap((user) => (user ? [{ userId: user.id, name: user.name }] : []));
  }

  /** The rooms the lesson's watchers hold (the watchers room and each one's place), to leave. */
  async placesIn(roomName: string): Promise<string[]> {
    const room = rooms.watchers(roomName);
    const ids = await this.#userIdsIn(room);
    return [room, ...ids.map((id) => rooms.peer(roomName, id))];
  }

  async #announceLeft(roomName: string, userId: string, goingSocketId: string): Promise<void> {
    const sockets = await this.ctx.io.in(rooms.watchers(roomName)).fetchSockets();
    if (sockets.some((s) => s.id !== goingSocketId && s.data.userId === userId)) return;
    const user = await this.ctx.directory.get(userId);
    this.ctx.io
      .to(rooms.meeting(roomName))
      .emit(SERVER_EVENTS.watcherLeft, { roomName, userId, name: user?.name ?? '' });
  }

  async #userIdsIn(room: string): Promise<string[]> {
    const sockets = await this.ctx.io.in(room).fetchSockets();
    return [...new Set(sockets.flatMap((s) => (s.data.userId ? [s.data.userId] : [])))];
  }
}
