import {
  SERVER_EVENTS,
  type MeetingEndReasonCode,
  type MeetingEntry,
  type OngoingMeeting,
  type OngoingMeetingPayload,
  type RoomRequest,
  type SocketAck,
} from '@app/shared/protocol';
import type { MeetingRow } from '../db/schema';
import { meetingRoleOf } from '../meetings/meeting-access';
import { lessonPeople } from './lesson-people';
import type { Presence } from './presence';
import { refusal } from './refusals';
import type { RealtimeContext } from './realtime-context';
import { rooms, type RealtimeSocket } from './socket-types';
import type { RingingCall } from './store/realtime-store';
import type { Watchers } from './watchers';

/** What the meeting rooms use of the realtime layer. */
export type MeetingsDeps = Pick<
  RealtimeContext,
  'directory' | 'io' | 'lifecycle' | 'log' | 'meetingEvents' | 'meetingTokens' | 'meetings'
>;

const MEETING_ROOM_PREFIX = rooms.meeting('');

/**
 * The meeting over the socket: who is in the room, and what the sockets say about the
 * lifecycle (a join is a return, a dropped socket a lost participant, a leave or endCall an
 * end). Every change of state goes through the lifecycle service; what it decided comes back
 * as domain events, which this class turns into socket events (see `listen`).
 */
export class Meetings {
  constructor(
    private readonly ctx: MeetingsDeps,
    private readonly presence: Presence,
    private readonly watchers: Watchers,
  ) {}

  get #lifecycle() {
    return this.ctx.lifecycle;
  }

  /** Accept: the meeting exists (its teacher now in a meeting); startMeeting to the two tabs. */
  async startFromCall(call: RingingCall, teacherSocketId: string): Promise<string> {
    const studentId = call.caller.userId;
    const meeting = await this.#lifecycle.create({
      roomName: call.roomName,
      teacherId: call.teacherId,
      studentIds: [studentId],
    });
    this.ctx.io.to([call.callerSocketId, teacherSocketId]).emit(SERVER_EVENTS.startMeeting, {
      callId: call.callId,
      roomName: meeting.roomName,
      meetingId: meeting.id,
      participants: [
        { userId: studentId, name: call.caller.name, role: 'student', gender: call.caller.gender },
        {
          userId: call.teacherId,
          name: call.teacherName,
          role: 'teacher',
          gender: call.teacherGender ?? null,
        },
      ],
    });
    return meeting.id;
  }

  /** The meeting and the caller's place in it, or why not. */
  async #participant(socket: RealtimeSocket, roomName: string) {
    const user = socket.data.userId ? await this.ctx.directory.get(socket.data.userId) : null;
    if (!user) return { failure: refusal('auth.forbidden') };
    const meeting = await this.ctx.meetings.findByRoom(roomName);
    if (!meeting) return { failure: refusal('meetings.not_found') };
    const role = await meetingRoleOf(this.ctx.meetings, meeting, user);
    if (role !== 'teacher' && role !== 'student') return { failure: refusal('auth.forbidden') };
    return { meeting, role, userId: user.id, user };
  }

  /**
   * `meeting:enter`, the lesson's one entrance, first time or again (a reload, a dropped
   * connection). The Sheikh's entry starts the lesson; a student's is recorded once the Sheikh
   * is in (before that it is told to wait); a participant whose connection was lost is back.
   * The answer carries everything the page needs for the video: who is in, and the token.
   */
  async join(socket: RealtimeSocket, request: RoomRequest): Promise<SocketAck<MeetingEntry>> {
    const found = await this.#participant(socket, request.roomName);
    if (found.failure) return found.failure;
    const { role, userId, user } = found;
    let { meeting } = found;
    if (meeting.status === 'ended') return refusal('meetings.ended');
    if (role === 'student' && !meeting.teacherJoined) {
      return { ok: true, status: 'waitingForTeacher', meetingId: meeting.id };
    }
    const recorded =
      role === 'teacher'
        ? await this.#lifecycle.teacherJoined(meeting)
        : await this.#lifecycle.studentJoined(meeting, userId);
    if (!recorded.ok) return refusal('meetings.ended');
    meeting = recorded.meeting;
    const room = rooms.meeting(meeting.roomName);
    const places = [room, rooms.peer(meeting.roomName, userId)];
    // One socket per user in a room: a reloaded tab replaces the old one, so the peer never
    // negotiates with two copies of the same person.
    this.ctx.io.in(rooms.user(userId)).except(socket.id).socketsLeave(places);
    await socket.join(places);
    const back = await this.#lifecycle.participantBack(meeting, userId);
    if (!back.ok) {
      places.forEach((place) => void socket.leave(place));
      return refusal('meetings.ended');
    }
    socket
      .to([room, rooms.watchers(meeting.roomName)])
      .emit(SERVER_EVENTS.participantJoined, { roomName: meeting.roomName, userId });
    const [present, watchers, token] = await Promise.all([
      this.#presentUserIds(meeting.roomName),
      this.watchers.of(meeting.roomName),
      this.ctx.meetingTokens.issue(
        user,
        meeting.roomName,
        role === 'teacher',
        socket.data.apiOrigin,
      ),
    ]);
    return {
      ok: true,
      status: 'entered',
      meetingId: meeting.id,
      participants: present.filter((id) => id !== userId),
      token,
      watchers,
    };
  }

  /** Leaving on purpose: the others hear it, and a one-to-one meeting ends. */
  async leave(socket: RealtimeSocket, request: RoomRequest): Promise<SocketAck> {
    const found = await this.#participant(socket, request.roomName);
    if (found.failure) return found.failure;
    const { meeting, role, userId } = found;
    const room = rooms.meeting(meeting.roomName);
    await socket.leave(room);
    await socket.leave(rooms.peer(meeting.roomName, userId));
    this.ctx.io
      .to([room, rooms.watchers(meeting.roomName)])
      .emit(SERVER_EVENTS.participantLeft, { roomName: meeting.roomName, userId });
    await this.#lifecycle.leave(meeting, userId, role);
    return { ok: true };
  }

  /** `meeting:end {roomName}`: a participant ends the meeting for everyone. */
  async endByParticipant(socket: RealtimeSocket, roomName: string): Promise<SocketAck> {
    const found = await this.#participant(socket, roomName);
    if (found.failure) return found.failure;
    const ended = await this.#lifecycle.end(found.meeting, 'ended_by_participant', found.userId);
    return ended.ok ? { ok: true } : refusal('meetings.ended');
  }

  /**
   * A socket is going: the others in its rooms hear it, and a participant with no other
   * socket left in the room is lost (the rejoin window opens). `roomsBefore` is a copy taken
   * while the socket was still in its rooms.
   */
  async socketGone(socket: RealtimeSocket, roomsBefore: readonly string[]): Promise<void> {
    const { userId } = socket.data;
    if (!userId) return;
    for (const room of roomsBefore) {
      if (!room.startsWith(MEETING_ROOM_PREFIX)) continue;
      const roomName = room.slice(MEETING_ROOM_PREFIX.length);
      socket
        .to([room, rooms.watchers(roomName)])
        .emit(SERVER_EVENTS.participantLeft, { roomName, userId, disconnected: true });
      const stillThere = async () =>
        (await this.ctx.io.in(room).fetchSockets()).some(
          (other) => other.id !== socket.id && other.data.userId === userId,
        );
      if (await stillThere()) continue;
      const meeting = await this.ctx.meetings.findByRoom(roomName);
      if (!meeting) continue;
      const lost = await this.#lifecycle.participantLost(meeting, userId);
      // A reloaded page may have joined again while this was being written: its return was
      // decided before the loss, so it is applied again now.
      if (lost.ok && (await stillThere())) {
        await this.#lifecycle.participantBack(lost.meeting, userId);
      }
    }
  }

  /** The open meeting the socket's user belongs to (a reload goes back into it). */
  async ongoingOf(socket: RealtimeSocket): Promise<SocketAck<OngoingMeetingPayload>> {
    const { userId } = socket.data;
    if (!userId) return refusal('auth.forbidden');
    const open = await this.#lifecycle.openMeetingOf(userId);
    const meeting = open ? await this.#ongoing(open.meeting, userId, open.rejoinBy) : null;
    return { ok: true, meeting };
  }

  async #ongoing(
    meeting: MeetingRow,
    userId: string,
    rejoinBy: number | null,
  ): Promise<OngoingMeeting | null> {
    const participants = await lessonPeople(this.ctx, meeting);
    const self = participants.find((p) => p.userId === userId);
    const peer = participants.find((p) => p.userId !== userId);
    if (!self || !peer) return null;
    return {
      meetingId: meeting.id,
      roomName: meeting.roomName,
      role: self.role,
      peer: { userId: peer.userId, name: peer.name },
      participants,
      rejoinBy: rejoinBy === null ? null : new Date(rejoinBy).toISOString(),
    };
  }

  /** The lifecycle's domain events, as socket events. Returns a function that detaches them. */
  listen(): () => void {
    const events = this.ctx.meetingEvents;
    const run = (what: string, task: () => Promise<void>) =>
      void task().catch((error: unknown) =>
        this.ctx.log.error({ err: error }, `realtime: meeting ${what} failed`),
      );
    const detach = [
      events.on('meetingCreated', ({ meeting }) =>
        run('creation', () => this.#teacherChanged(meeting)),
      ),
      events.on('teacherJoined', ({ meeting }) => run('start', () => this.#teacherJoined(meeting))),
      events.on('meetingInterrupted', ({ meeting, userId, deadline }) =>
        run('interruption', async () => {
          const lost = await this.ctx.directory.get(userId);
          (await this.#everyone(meeting)).emit(SERVER_EVENTS.meetingInterrupted, {
            roomName: meeting.roomName,
            meetingId: meeting.id,
            userId,
            name: lost?.name ?? '',
            rejoinBy: new Date(deadline).toISOString(),
          });
        }),
      ),
      events.on('meetingResumed', ({ meeting, userId }) =>
        run('resumption', async () => {
          (await this.#everyone(meeting)).emit(SERVER_EVENTS.meetingResumed, {
            roomName: meeting.roomName,
            meetingId: meeting.id,
            userId,
          });
        }),
      ),
      events.on('meetingEnded', ({ meeting, reason, byUserId }) =>
        run('end', () => this.#announceEnded(meeting, reason, byUserId)),
      ),
    ];
    return () => detach.forEach((off) => off());
  }

  /** The meeting's room, every tab of its participants, and the guardians watching it. */
  async #everyone(meeting: MeetingRow, exceptUserId: string | null = null) {
    const people = [meeting.teacherId, ...(await this.#studentIdsOf(meeting))].flatMap((id) =>
      id ? [rooms.user(id)] : [],
    );
    const target = this.ctx.io.to([
      rooms.meeting(meeting.roomName),
      rooms.watchers(meeting.roomName),
      ...people,
    ]);
    return exceptUserId ? target.except(rooms.user(exceptUserId)) : target;
  }

  /**
   * Tells everyone concerned except the one who ended it, takes every socket out of the lesson
   * (the room, the watchers, each one's signalling place), frees the teacher.
   */
  async #announceEnded(
    meeting: MeetingRow,
    reason: MeetingEndReasonCode,
    byUserId: string | null,
  ): Promise<void> {
    const { roomName } = meeting;
    const room = rooms.meeting(roomName);
    const participants = [meeting.teacherId, ...(await this.#studentIdsOf(meeting))];
    const [everyone, watching] = await Promise.all([
      this.#everyone(meeting, byUserId),
      this.watchers.placesIn(roomName),
    ]);
    const places = [
      room,
      ...participants.flatMap((id) => (id ? [rooms.peer(roomName, id)] : [])),
      ...watching,
    ];
    // Told and taken out in one go (nothing awaited between): a socket that hears of the end
    // can send nothing more into the lesson.
    everyone.emit(SERVER_EVENTS.meetingEnded, {
      reason,
      roomName,
      meetingId: meeting.id,
      // Only the meeting's own participants may end it, so whoever is not its teacher is a
      // student of it; the id came from that participant's session.
      endedBy: byUserId === null ? null : byUserId === meeting.teacherId ? 'teacher' : 'student',
    });
    this.ctx.io.in([room, rooms.watchers(roomName)]).socketsLeave(places);
    await this.#teacherChanged(meeting);
    // A lesson that took place puts its students in the teacher's list.
    if (meeting.teacherJoined && meeting.teacherId) {
      const { students } = await this.ctx.meetings.view(meeting);
      const joined = students.flatMap((s) => (s.userId && s.joinedAt ? [s.userId] : []));
      await this.presence.lessonTaught(meeting.teacherId, joined);
    }
  }

  /** The teacher's in-meeting flag (and lessons taught) changed in the database: caches, its tabs and the lists. */
  async #teacherChanged(meeting: MeetingRow): Promise<void> {
    if (!meeting.teacherId) return;
    const { before, after } = await this.ctx.directory.refresh(meeting.teacherId);
    if (after) await this.presence.teacherFlagsChanged(after);
    // A lesson that took place was counted as it ended: the lists show the new count at once.
    if (before && after && before.lessonsTaught !== after.lessonsTaught) {
      await this.presence.announceChange(before, after);
    }
  }

  /** The teacher started the meeting: its waiting students hear it on every tab and process. */
  async #teacherJoined(meeting: MeetingRow): Promise<void> {
    const students = (await this.#studentIdsOf(meeting)).map(rooms.user);
    // An empty target list would broadcast to every socket.
    if (students.length === 0) return;
    this.ctx.io.to(students).emit(SERVER_EVENTS.teacherJoinedMeeting, {
      roomName: meeting.roomName,
      meetingId: meeting.id,
    });
  }

  /** The user ids of the meeting's students (a participation without a user is left out). */
  async #studentIdsOf(meeting: MeetingRow): Promise<string[]> {
    const { students } = await this.ctx.meetings.view(meeting);
    return students.flatMap((student) => (student.userId ? [student.userId] : []));
  }

  async #presentUserIds(roomName: string): Promise<string[]> {
    const sockets = await this.ctx.io.in(rooms.meeting(roomName)).fetchSockets();
    return [...new Set(sockets.flatMap((s) => (s.data.userId ? [s.data.userId] : [])))];
  }

  /** The lifecycle's reconcile, told who is really in each room (on every process). */
  reconcile(now = Date.now()): Promise<void> {
    return this.#lifecycle.reconcile((roomName) => this.#presentUserIds(roomName), now);
  }

  /** The lifecycle's recovery after a restart, told who is really in each room. */
  recoverAfterRestart(): Promise<void> {
    return this.#lifecycle.recoverAfterRestart((roomName) => this.#presentUserIds(roomName));
  }
}
