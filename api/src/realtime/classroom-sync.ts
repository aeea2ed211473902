import {
  findContactDetails,
  SERVER_EVENTS,
  type ChatMessage,
  type ClassroomChatRequest,
  type ClassroomSyncRequest,
  type ClassroomUpdateRequest,
  type MushafState,
  type SocketAck,
} from '@app/shared/protocol';
import type { MeetingRow } from '../db/schema';
import type { RealtimeContext } from '../realtime/realtime-context';
import { rooms, type RealtimeSocket } from '../realtime/socket-types';
import { recordContactRefusal } from '../safety/contact-refusals';
import { ClassroomRepository } from './classroom-repository';
import { applyUpdate } from './mushaf-state';
import { ayahCount, wordCount } from './quran-text';

type Refusal = Extract<SocketAck, { ok: false }>;
const refuse = (code: Refusal['code'], message: string): Refusal => ({
  ok: false,
  code,
  message,
});

/**
 * The shared mushaf over socket.io: a participant's page turn, or the teacher's highlight and
 * lock, goes to the room's other sockets and is kept for whoever opens the mushaf later. Only
 * a socket that joined the meeting room may send (joining checked it belongs to the meeting),
 * and the teacher-only parts are checked against the meeting's teacher in the database.
 */
export class ClassroomSync {
  readonly #repository: ClassroomRepository;

  constructor(private readonly ctx: RealtimeContext) {
    this.#repository = new ClassroomRepository(ctx.db);
  }

  async #meetingOf(
    socket: RealtimeSocket,
    roomName: string,
  ): Promise<{ meeting: MeetingRow } | { failure: Refusal }> {
    if (!socket.data.userId) return { failure: refuse('not_allowed', 'Sign in first') };
    if (!socket.rooms.has(rooms.meeting(roomName))) {
      return { failure: refuse('not_in_room', 'Join the room first') };
    }
    const meeting = await this.ctx.meetings.findByRoom(roomName);
    if (!meeting) return { failure: refuse('not_found', 'Meeting not found') };
    return { meeting };
  }

  async sync(
    socket: RealtimeSocket,
    request: ClassroomSyncRequest,
  ): Promise<SocketAck<{ meetingId: string; state: MushafState }>> {
    const found = await this.#meetingOf(socket, request.roomName);
    if ('failure' in found) return found.failure;
    const state = await this.#repository.stateOf(found.meeting.id);
    return { ok: true, meetingId: found.meeting.id, state };
  }

  /** A participant's chat message: kept with the meeting, then sent to the room's others. */
  async chat(
    socket: RealtimeSocket,
    request: ClassroomChatRequest,
  ): Promise<SocketAck<{ message: ChatMessage }>> {
    const found = await this.#meetingOf(socket, request.roomName);
    if ('failure' in found) return found.failure;
    const { meeting } = found;
    if (meeting.status === 'ended') return refuse('meeting_ended', 'This meeting has ended');
    const sender = await this.ctx.directory.get(socket.data.userId!);
    if (!sender) return refuse('not_allowed', 'Sign in first');
    const contact = findContactDetails(request.text);
    if (contact) {
      await recordContactRefusal(this.ctx.db, {
        meetingId: meeting.id,
        userId: sender.id,
        kind: contact,
        place: 'chat',
      });
      return refuse('contact_details', `A message may not hold contact details (${contact})`);
    }
    const message = await this.#repository.addChatMessage(
      meeting.id,
      {
        senderId: sender.id,
        senderName: sender.name,
        senderRole: meeting.teacherId === sender.id ? 'teacher' : 'student',
      },
      request.text,
    );
    socket
      .to(rooms.meeting(meeting.roomName))
      .emit(SERVER_EVENTS.classroomChatMessage, { roomName: meeting.roomName, message });
    return { ok: true, message };
  }

  async update(
    socket: RealtimeSocket,
    request: ClassroomUpdateRequest,
  ): Promise<SocketAck<{ state: MushafState }>> {
    const found = await this.#meetingOf(socket, request.roomName);
    if ('failure' in found) return found.failure;
    const { meeting } = found;
    if (meeting.status === 'ended') return refuse('meeting_ended', 'This meeting has ended');
    const current = await this.#repository.stateOf(meeting.id);
    const result = applyUpdate(current, request, {
      isTeacher: meeting.teacherId === socket.data.userId,
      ayahCount,
      wordCount,
    });
    if (!result.ok) return refuse(result.code, result.message);
    socket.to(rooms.meeting(meeting.roomName)).emit(SERVER_EVENTS.classroomState, {
      roomName: meeting.roomName,
      state: result.state,
      by: socket.data.userId!,
    });
    await this.#repository.saveState(meeting.id, result.state);
    return { ok: true, state: result.state };
  }
}
