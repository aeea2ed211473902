import {
  apiClient,
  type ChatMessage,
  type LessonNotes,
  type LessonNotesInput,
  type MarkRefinement,
  type MeetingClassroom,
  type MistakeMark,
  type NewMistakeMark,
} from '@app/shared';

/** GET /classroom/meetings/{id}: the session's mushaf state, marks and notes. */
export async function getClassroom(meetingId: string): Promise<MeetingClassroom> {
  return (await apiClient.call('classroom.get', { params: { meetingId } })).data;
}

/** POST /classroom/meetings/{id}/marks: the teacher marks a word. */
export async function addMark(meetingId: string, mark: NewMistakeMark): Promise<MistakeMark> {
  const body = await apiClient.call('classroom.addMark', { params: { meetingId }, body: mark });
  return body.data;
}

/** PATCH /classroom/meetings/{id}/marks/{markId}: the teacher adds what went wrong, or a note. */
export async function refineMark(
  meetingId: string,
  markId: string,
  change: MarkRefinement,
): Promise<MistakeMark> {
  const body = await apiClient.call('classroom.refineMark', {
    params: { meetingId, markId },
    body: change,
  });
  return body.data;
}

/** DELETE /classroom/meetings/{id}/marks/{markId}: the teacher takes a mark back. */
export async function removeMark(meetingId: string, markId: string): Promise<void> {
  await apiClient.call('classroom.deleteMark', { params: { meetingId, markId } });
}

/** PUT /classroom/meetings/{id}/notes: the session's summary and homework. */
export async function saveNotes(meetingId: string, notes: LessonNotesInput): Promise<LessonNotes> {
  const body = await apiClient.call('classroom.writeNotes', { params: { meetingId }, body: notes });
  return body.data;
}

/** GET /classroom/meetings/{id}/chat: the session's chat so far. */
export async function getChat(meetingId: string): Promise<ChatMessage[]> {
  return (await apiClient.call('classroom.chat', { params: { meetingId } })).data;
}
