import type { ChatMessage, LessonNotes, MarkSubRule, MistakeMark } from '@app/shared/protocol';
import type { ChatMessageRow, LessonNotesRow, MistakeMarkRow } from './classroom-tables';

// Rows as the API returns them.

export const toMark = (row: MistakeMarkRow): MistakeMark => ({
  id: row.id,
  meetingId: row.meetingId,
  studentId: row.studentId,
  surah: row.surah,
  ayah: row.ayah,
  word: row.word,
  kind: row.kind,
  subRule: row.subRule as MarkSubRule | null,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

export const toNotes = (row: LessonNotesRow): LessonNotes => ({
  meetingId: row.meetingId,
  summary: row.summary,
  homework: row.homework,
  updatedAt: row.updatedAt.toISOString(),
});

export const toChat = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  meetingId: row.meetingId,
  senderId: row.senderId,
  senderName: row.senderName,
  senderRole: row.senderRole,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});
