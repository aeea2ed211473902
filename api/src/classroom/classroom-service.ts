import fp from 'fastify-plugin';
import {
  findContactDetails,
  type ChatMessage,
  type ContactKind,
  type FieldError,
  type LessonNotes,
  type LessonNotesInput,
  type MarkSubRule,
  type MistakeMark,
  type MushafState,
  type NewMistakeMark,
} from '@app/shared/protocol';
import type { Db } from '../db/connection';
import type { MeetingRow } from '../db/schema';
import { contactDetailsIn } from '../safety/contact-fields';
import { recordContactRefusal } from '../safety/contact-refusals';
import type { ClassroomEventHub } from './classroom-events';
import { ClassroomStore } from './classroom-store';

/**
 * The one writer of the classroom (its store is private to it): a lesson's marks and notes,
 * its shared mushaf and chat. What the REST side writes is
 * announced on the classroom event hub, which real time turns into socket events for the
 * lesson's room. A page turn or a chat message comes over a socket, and that socket tells the
 * room's others itself, so those are not announced again.
 */
export class ClassroomService {
  readonly #store: ClassroomStore;

  constructor(
    private readonly db: Db,
    private readonly events: ClassroomEventHub,
  ) {
    this.#store = new ClassroomStore(db);
  }

  async addMark(
    meeting: MeetingRow,
    teacherId: string,
    studentId: string,
    input: NewMistakeMark,
    subRule: MarkSubRule | null,
  ): Promise<MistakeMark> {
    const mark = await this.#store.addMark(meeting.id, teacherId, studentId, input, subRule);
    this.events.emit('markChanged', { roomName: meeting.roomName, added: mark });
    return mark;
  }

  /** Null when the lesson has no such mark. */
  async refineMark(
    meeting: MeetingRow,
    markId: string,
    change: { subRule?: MarkSubRule | null; note?: string | null },
  ): Promise<MistakeMark | null> {
    const mark = await this.#store.refineMark(meeting.id, markId, change);
    if (mark) this.events.emit('markChanged', { roomName: meeting.roomName, updated: mark });
    return mark;
  }

  /** False when the lesson has no such mark. */
  async removeMark(meeting: MeetingRow, markId: string): Promise<boolean> {
    const removed = await this.#store.removeMark(meeting.id, markId);
    if (removed) this.events.emit('markChanged', { roomName: meeting.roomName, removedId: markId });
    return removed;
  }

  /**
   * The lesson's notes, kept unless a field holds contact details (then the refusal is recorded
   * for the admins instead, and each such field is named); its students hear of them too
   * (often after the call).
   */
  async writeNotes(
    meeting: MeetingRow,
    teacherId: string,
    input: LessonNotesInput,
    studentIds: readonly string[],
  ): Promise<{ ok: true; notes: LessonNotes } | { ok: false; errors: FieldError[] }> {
    const contact = contactDetailsIn({ ...input });
    if (contact) {
      await recordContactRefusal(this.db, {
        meetingId: meeting.id,
        userId: teacherId,
        kind: contact.kind,
        place: 'notes',
      });
      return { ok: false, errors: contact.errors };
    }
    const notes = await this.#store.writeNotes(meeting.id, teacherId, input);
    this.events.emit('notesWritten', { roomName: meeting.roomName, studentIds, notes });
    return { ok: true, notes };
  }

  /** A page turn, highlight, lock or test step, sent to the room by the socket it came from. */
  saveState(meetingId: string, state: MushafState): Promise<void> {
    return this.#store.saveState(meetingId, state);
  }

  /**
   * A chat message, kept unless it holds contact details (then the refusal is recorded for the
   * admins instead). The socket it came from sends it to the room.
   */
  async sendChat(
    meetingId: string,
    sender: Pick<ChatMessage, 'senderName' | 'senderRole'> & { senderId: string },
    text: string,
  ): Promise<{ ok: true; message: ChatMessage } | { ok: false; contact: ContactKind }> {
    const contact = findContactDetails(text);
    if (contact) {
      await recordContactRefusal(this.db, {
        meetingId,
        userId: sender.senderId,
        kind: contact,
        place: 'chat',
      });
      return { ok: false, contact };
    }
    return { ok: true, message: await this.#store.addChatMessage(meetingId, sender, text) };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    classroomService: ClassroomService;
  }
}

export default fp(
  async (app) => {
    app.decorate('classroomService', new ClassroomService(app.db, app.classroomEvents));
  },
  { name: 'classroom-service', dependencies: ['db'] },
);
