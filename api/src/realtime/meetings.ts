import {
  SERVER_EVENTS,
  type MeetingEndReasonCode,
  type RoomRequest,
  type SocketAck,
  type TeacherJoinedMeeting,
} from '@app/shared/protocol';
import type { MeetingRow } from '../db/schema';
import { meetingRoleOf } from '../meetings/meeting-access';
import type { Presence } from './presence';
import type { RealtimeContext } from './realtime-context';
import { rooms, type RealtimeSocket } from './socket-types';
import type { RingingCall } from './store/realtime-store';

type RoomFailure = 'not_allowed' | 'not_found' | 'meeting_ended';
const MESSAGES: Record<RoomFailure, string> = {
  not_allowed: 'You are not a participant of this meeting',
  not_found: 'Meeting not found',
  meeting_ended: 'This meeting has ended',
};
const fail = (code: RoomFailure) => ({ ok: false as const, code, message: MESSAGES[code] });

/**
 * The meeting lifecycle over the socket: start on accept, who is in the room, the end (by a
 * participant, by leaving, or by the server when the room stayed empty), and the teacher's
 * flags following it. The database row stays the record; the store only says which meetings
 * this cluster still watches.
 */
export class Meetings {
  constructor(
    private readonly ctx: RealtimeContext,
    private readonly presence: Presence,
  ) {}

  /** Accept: the meeting row, the teacher in meeting, startMeeting to the two tabs. */
  async startFromCall(call: RingingCall, teacherSocketId: string): Promise<string> {
    const studentId = call.caller.userId;
    const meeting = await this.ctx.meetings.create({
      roomName: call.roomName,
      teacherId: call.teacherId,
      studentIds: [studentId],
    });
    await this.ctx.store.trackMeeting({
      meetingId: meeting.id,
      roomName: meeting.roomName,
      teacherId: call.teacherId,
      studentIds: [studentId],
      emptySince: Date.now(),
    });
    const teacher = await this.ctx.users.setPresence(call.teacherId, {
      inMeeting: true,
      isBusy: true,
    });
    if (teacher) await this.presence.teacherFlagsChanged(teacher);
    this.ctx.io.to([call.callerSocketId, teacherSocketId]).emit(SERVER_EVENTS.startMeeting, {
      callId: call.callId,
      roomName: meeting.roomName,
      meetingId: meeting.id,
      participants: [
        { userId: studentId, name: call.caller.name, role: 'student' },
        { userId: call.teacherId, name: call.teacherName, role: 'teacher' },
      ],
    });
    return meeting.id;
  }

  /** The meeting and the caller's place in it, or why not. */
  async #participant(socket: RealtimeSocket, roomName: string) {
    const user = socket.data.userId ? await this.ctx.directory.get(socket.data.userId) : null;
    if (!user) return { failure: fail('not_allowed') };
    const meeting = await this.ctx.meetings.findByRoom(roomName);
    if (!meeting) return { failure: fail('not_found') };
    const role = await meetingRoleOf(this.ctx.meetings, meeting, user);
    if (role !== 'teacher' && role !== 'student') return { failure: fail('not_allowed') };
    return { meeting, role, userId: user.id };
  }

  async join(
    socket: RealtimeSocket,
    request: RoomRequest,
  ): Promise<SocketAck<{ meetingId: string; participants: string[] }>> {
    const found = await this.#participant(socket, request.roomName);
    if (found.failure) return found.failure;
    const { meeting, userId } = found;
    if (meeting.status === 'ended') return fail('meeting_ended');
    if (request.token) {
      const claims = await this.ctx.meetingTokens.verifyRoomJoin(request.token);
      if (claims?.userId !== userId || claims.roomName !== meeting.roomName) {
        return fail('not_allowed');
      }
    }
    const room = rooms.meeting(meeting.roomName);
    // One socket per user in a room: a reloaded tab replaces the old one, so the peer never
    // negotiates with two copies of the same person.
    this.ctx.io.in(rooms.user(userId)).except(socket.id).socketsLeave(room);
    await socket.join(room);
    await this.#ensureTracked(meeting);
    await this.ctx.store.setMeetingEmptySince(meeting.roomName, null);
    socket.to(room).emit(SERVER_EVENTS.participantJoined, { roomName: meeting.roomName, userId });
    const present = await this.#presentUserIds(meeting.roomName);
    return {
      ok: true,
      meetingId: meeting.id,
      participants: present.filter((id) => id !== userId),
    };
  }

  /** Leaving on purpose: the others hear it, and a one-to-one meeting ends. */
  async leave(socket: RealtimeSocket, request: RoomRequest): Promise<SocketAck> {
    const found = await this.#participant(socket, request.roomName);
    if (found.failure) return found.failure;
    const { meeting, role, userId } = found;
    const room = rooms.meeting(meeting.roomName);
    await socket.leave(room);
    this.ctx.io
      .to(room)
      .emit(SERVER_EVENTS.participantLeft, { roomName: meeting.roomName, userId });
    if (meeting.status === 'ended') return { ok: true };
    const studentsRemain =
      meeting.type === 'group' &&
      role === 'student' &&
      (await this.#presentUserIds(meeting.roomName)).some((id) => id !== meeting.teacherId);
    if (!studentsRemain) await this.end(meeting, 'participant_left', userId);
    return { ok: true };
  }

  /** `jitsi:endCall {roomName}`: a participant ends the meeting for everyone. */
  async endByParticipant(socket: RealtimeSocket, roomName: string): Promise<SocketAck> {
    const found = await this.#participant(socket, roomName);
    if (found.failure) return found.failure;
    await this.end(found.meeting, 'ended_by_participant', found.userId);
    return { ok: true };
  }

  /** A socket dropped: the others in its rooms hear it; the sweep ends a room left empty. */
  socketGone(socket: RealtimeSocket, roomsBefore: Iterable<string>): void {
    const { userId } = socket.data;
    if (!userId) return;
    const prefix = rooms.meeting('');
    for (const room of roomsBefore) {
      if (!room.startsWith(prefix)) continue;
      socket.to(room).emit(SERVER_EVENTS.participantLeft, {
        roomName: room.slice(prefix.length),
        userId,
        disconnected: true,
      });
    }
  }

  /** Ends the meeting once (whichever step or process gets there first) and frees the teacher. */
  async end(meeting: MeetingRow, reason: MeetingEndReasonCode, byUserId: string | null) {
    const wasTracked = await this.ctx.store.untrackMeeting(meeting.roomName);
    const current = wasTracked ? meeting : await this.ctx.meetings.findById(meeting.id);
    if (!wasTracked && (!current || current.status === 'ended')) return;
    const ended = await this.ctx.meetings.end(current ?? meeting, reason);
    await this.announceEnded(ended, reason, byUserId);
  }

  /** Tells everyone concerned except the one who ended it, empties the room, frees the teacher. */
  async announceEnded(meeting: MeetingRow, reason: MeetingEndReasonCode, byUserId: string | null) {
    const tracked = await this.ctx.store.getMeeting(meeting.roomName);
    if (tracked) await this.ctx.store.untrackMeeting(meeting.roomName);
    const students = await this.#studentIdsOf(meeting);
    const people = [meeting.teacherId, ...students].flatMap((id) => (id ? [rooms.user(id)] : []));
    const room = rooms.meeting(meeting.roomName);
    const target = this.ctx.io.to([room, ...people]);
    (byUserId ? target.except(rooms.user(byUserId)) : target).emit(SERVER_EVENTS.meetingEnded, {
      reason,
      roomName: meeting.roomName,
      meetingId: meeting.id,
    });
    this.ctx.io.in(room).socketsLeave(room);
    if (meeting.teacherId) {
      const { after } = await this.ctx.directory.refresh(meeting.teacherId);
      if (after) await this.presence.teacherFlagsChanged(after);
    }
  }

  /** The teacher joined over REST: its waiting students hear it on every tab and process. */
  async announceTeacherJoined(meetingId: string): Promise<void> {
    const meeting = await this.ctx.meetings.findById(meetingId);
    if (!meeting) return;
    const students = (await this.#studentIdsOf(meeting)).map(rooms.user);
    // An empty target list would broadcast to every socket.
    if (students.length === 0) return;
    const joined: TeacherJoinedMeeting = { roomName: meeting.roomName, meetingId: meeting.id };
    this.ctx.io.to(students).emit(SERVER_EVENTS.teacherJoinedMeeting, joined);
  }

  /** A meeting started outside this cluster's memory (REST, or a lost store) is watched too. */
  async #ensureTracked(meeting: MeetingRow): Promise<void> {
    if (await this.ctx.store.getMeeting(meeting.roomName)) return;
    await this.ctx.store.trackMeeting({
      meetingId: meeting.id,
      roomName: meeting.roomName,
      teacherId: meeting.teacherId ?? '',
      studentIds: await this.#studentIdsOf(meeting),
      emptySince: null,
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

  /** Ends the watched meetings whose room stayed empty past the grace period. */
  async sweep(now = Date.now()): Promise<void> {
    const grace = this.ctx.settings.MEETING_EMPTY_GRACE_MS;
    for (const tracked of await this.ctx.store.trackedMeetings()) {
      const present = await this.#presentUserIds(tracked.roomName);
      if (present.length > 0) {
        if (tracked.emptySince !== null) {
          await this.ctx.store.setMeetingEmptySince(tracked.roomName, null);
        }
        continue;
      }
      if (tracked.emptySince === null) {
        await this.ctx.store.setMeetingEmptySince(tracked.roomName, now);
        continue;
      }
      if (now - tracked.emptySince < grace) continue;
      const meeting = await this.ctx.meetings.findById(tracked.meetingId);
      if (meeting) await this.end(meeting, 'abandoned', null);
      else await this.ctx.store.untrackMeeting(tracked.roomName);
    }
  }
}
