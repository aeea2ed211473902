import {
  SERVER_EVENTS,
  type ChatMessage,
  type ClassroomChatRequest,
  type ClassroomSyncRequest,
  type ClassroomUpdateRequest,
  type MushafState,
  type FieldError,
  type SocketAck,
  type SocketRefusal,
} from '@app/shared/protocol';
import type { MeetingRow } from '../db/schema';
import type { ClassroomRepository } from '../classroom/classroom-repository';
import type { ClassroomService } from '../classroom/classroom-service';
import { applyUpdate } from '../classroom/mushaf-state';
import { ayahCount, wordCount } from '../classroom/quran-text';
import type { RealtimeContext } from './realtime-context';
import { refusal } from './refusals';
import { rooms, type RealtimeSocket } from './socket-types';

/** What the shared mushaf and chat use of the realtime layer. */
export type ClassroomSyncDeps = Pick<RealtimeContext, 'directory' | 'family' | 'meetings'>;

const CONTACT_IN_TEXT: FieldError = { field: 'text', code: 'contact_details', params: {} };

/**
 * The shared mushaf over socket.io: a participant's page turn, or the teacher's highlight and
 * lock, goes to the room's other sockets and is kept for whoever opens the mushaf later. Only
 * a socket that joined the meeting room may send (joining checked it belongs to the meeting),
 * and the teacher-only parts are checked against the meeting's teacher in the database.
 */
export class ClassroomSync {
  constructor(
    private readonly ctx: ClassroomSyncDeps,
    private readonly classroom: ClassroomService,
    private readonly reads: ClassroomRepository,
  ) {}

  /**
   * The meeting a socket in its room speaks about, and who speaks. Reading (the state on
   * opening the mushaf) works after the end too; writing needs a lesson still going.
   */
  async #meetingOf(
    socket: RealtimeSocket,
    roomName: string,
    access: 'read' | 'write',
  ): Promise<{ meeting: MeetingRow; userId: string } | { failure: SocketRefusal }> {
    const { userId } = socket.data;
    if (!userId) return { failure: refusal('auth.not_authenticated') };
    if (!socket.rooms.has(rooms.meeting(roomName))) {
      return { failure: refusal('meetings.not_in_room') };
    }
    const meeting = await this.ctx.meetings.findByRoom(roomName);
    if (!meeting) return { failure: refusal('meetings.not_found') };
    if (access === 'write' && meeting.status === 'ended') {
      return { failure: refusal('meetings.ended') };
    }
    return { meeting, userId };
  }

  async sync(
    socket: RealtimeSocket,
    request: ClassroomSyncRequest,
  ): Promise<SocketAck<{ meetingId: string; state: MushafState }>> {
    const found = await this.#meetingOf(socket, request.roomName, 'read');
    if ('failure' in found) return found.failure;
    const state = await this.reads.stateOf(found.meeting.id);
    return { ok: true, meetingId: found.meeting.id, state };
  }

  /** A participant's chat message: kept with the meeting, then sent to the room's others. */
  async chat(
    socket: RealtimeSocket,
    request: ClassroomChatRequest,
  ): Promise<SocketAck<{ message: ChatMessage }>> {
    const found = await this.#meetingOf(socket, request.roomName, 'write');
    if ('failure' in found) return found.failure;
    const { meeting, userId } = found;
    const sender = await this.ctx.directory.get(userId);
    if (!sender) return refusal('auth.not_authenticated');
    const isTeacher = meeting.teacherId === sender.id;
    // A child whose guardians turned the chat off writes nothing; the Sheikh still may.
    if (!isTeacher && (await this.ctx.family.settingsOf(sender.id))?.chatAllowed === false) {
      return refusal('classroom.chat_off');
    }
    const sent = await this.classroom.sendChat(
      meeting.id,
      {
        senderId: sender.id,
        senderName: sender.name,
        senderRole: isTeacher ? 'teacher' : 'student',
      },
      request.text,
    );
    // Refused like a REST field: the message's text holds contact details.
    if (!sent.ok) return refusal('validation.failed', [CONTACT_IN_TEXT]);
    const { message } = sent;
    socket
      .to(rooms.meeting(meeting.roomName))
      .emit(SERVER_EVENTS.classroomChatMessage, { roomName: meeting.roomName, message });
    return { ok: true, message };
  }

  async update(
    socket: RealtimeSocket,
    request: ClassroomUpdateRequest,
  ): Promise<SocketAck<{ state: MushafState }>> {
    const found = await this.#meetingOf(socket, request.roomName, 'write');
    if ('failure' in found) return found.failure;
    const { meeting, userId } = found;
    const current = await this.reads.stateOf(meeting.id);
    const result = applyUpdate(current, request, {
      isTeacher: meeting.teacherId === userId,
      ayahCount,
      wordCount,
    });
    if (!result.ok) return refusal(result.code);
    socket.to(rooms.meeting(meeting.roomName)).emit(SERVER_EVENTS.classroomState, {
      roomName: meeting.roomName,
      state: result.state,
      by: userId,
    });
    await this.classroom.saveState(meeting.id, result.state);
    return { ok: true, state: result.state };
  }
}
