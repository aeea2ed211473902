import { and, eq } from 'drizzle-orm';
import type {
  ChatMessage,
  LessonNotes,
  LessonNotesInput,
  MarkSubRule,
  MistakeMark,
  MushafState,
  NewMistakeMark,
} from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { uuidv7 } from '../lib/uuidv7';
import { toChat, toMark, toNotes } from './classroom-rows';
import { chatMessages, classroomStates, lessonNotes, mistakeMarks } from './classroom-tables';

/**
 * Every write of the classroom: marks, session notes, the shared mushaf and the chat. Private to the classroom service (lint refuses an import from
 * anywhere else), which decides and announces.
 */
export class ClassroomStore {
  constructor(private readonly db: Db) {}

  async addMark(
    meetingId: string,
    teacherId: string,
    studentId: string,
    input: NewMistakeMark,
    subRule: MarkSubRule | null,
  ): Promise<MistakeMark> {
    const [row] = await this.db
      .insert(mistakeMarks)
      .values({
        id: uuidv7(),
        meetingId,
        studentId,
        teacherId,
        surah: input.surah,
        ayah: input.ayah,
        word: input.word,
        kind: input.kind,
        subRule,
        note: input.note?.trim() || null,
        createdAt: new Date(),
      })
      .returning();
    return toMark(row!);
  }

  /** Sets a mark's sub-rule and note (those given); null when the meeting has no such mark. */
  async refineMark(
    meetingId: string,
    markId: string,
    change: { subRule?: MarkSubRule | null; note?: string | null },
  ): Promise<MistakeMark | null> {
    const [row] = await this.db
      .update(mistakeMarks)
      .set({
        ...(change.subRule !== undefined && { subRule: change.subRule }),
        ...(change.note !== undefined && { note: change.note?.trim() || null }),
      })
      .where(and(eq(mistakeMarks.meetingId, meetingId), eq(mistakeMarks.id, markId)))
      .returning();
    return row ? toMark(row) : null;
  }

  /** Removes one mark of the meeting; false when there was none. */
  async removeMark(meetingId: string, markId: string): Promise<boolean> {
    const removed = await this.db
      .delete(mistakeMarks)
      .where(and(eq(mistakeMarks.meetingId, meetingId), eq(mistakeMarks.id, markId)))
      .returning({ id: mistakeMarks.id });
    return removed.length > 0;
  }

  async writeNotes(
    meetingId: string,
    teacherId: string,
    input: LessonNotesInput,
  ): Promise<LessonNotes> {
    const values = {
      summary: input.summary.trim(),
      homework: input.homework.trim(),
      teacherId,
      updatedAt: new Date(),
    };
    const [row] = await this.db
      .insert(lessonNotes)
      .values({ meetingId, ...values })
      .onConflictDoUpdate({ target: lessonNotes.meetingId, set: values })
      .returning();
    return toNotes(row!);
  }

  async saveState(meetingId: string, state: MushafState): Promise<void> {
    const values = {
      page: state.page,
      highlightSurah: state.highlight?.surah ?? null,
      highlightAyah: state.highlight?.ayah ?? null,
      locked: state.locked,
      testSurah: state.test?.hiddenFrom.surah ?? null,
      testAyah: state.test?.hiddenFrom.ayah ?? null,
      testWord: state.test?.hiddenFrom.word ?? null,
      updatedAt: new Date(),
    };
    await this.db
      .insert(classroomStates)
      .values({ meetingId, ...values })
      .onConflictDoUpdate({ target: classroomStates.meetingId, set: values });
  }

  async addChatMessage(
    meetingId: string,
    sender: Pick<ChatMessage, 'senderId' | 'senderName' | 'senderRole'>,
    text: string,
  ): Promise<ChatMessage> {
    const [row] = await this.db
      .insert(chatMessages)
      .values({ id: uuidv7(), meetingId, ...sender, text, createdAt: new Date() })
      .returning();
    return toChat(row!);
  }
}
