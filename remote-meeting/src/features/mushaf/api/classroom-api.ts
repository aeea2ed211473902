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
  return (await apiClient.get<{ data: MeetingClassroom }>(`/classroom/meetings/${meetingId}`)).data;
}

/** POST /classroom/meetings/{id}/marks: the teacher marks a word. */
export async function addMark(meetingId: string, mark: NewMistakeMark): Promise<MistakeMark> {
  const body = await apiClient.post<{ data: MistakeMark }>(
    `/classroom/meetings/${meetingId}/marks`,
    mark,
  );
  return body.data;
}

/** PATCH /classroom/meetings/{id}/marks/{markId}: the teacher adds what went wrong, or a note. */
export async function refineMark(
  meetingId: string,
  markId: string,
  change: MarkRefinement,
): Promise<MistakeMark> {
  const body = await apiClient.patch<{ data: MistakeMark }>(
    `/classroom/meetings/${meetingId}/marks/${markId}`,
    change,
  );
  return body.data;
}

/** DELETE /classroom/meetings/{id}/marks/{markId}: the teacher takes a mark back. */
export async function removeMark(meetingId: string, markId: string): Promise<void> {
  await apiClient.delete(`/classroom/meetings/${meetingId}/marks/${markId}`);
}

/** PUT /classroom/meetings/{id}/notes: the session's summary and homework. */
export async function saveNotes(meetingId: string, notes: LessonNotesInput): Promise<LessonNotes> {
  const body = await apiClient.put<{ data: LessonNotes }>(
    `/classroom/meetings/${meetingId}/notes`,
    notes,
  );
  return body.data;
}

/** GET /classroom/meetings/{id}/chat: the session's chat so far. */
export async function getChat(meetingId: string): Promise<ChatMessage[]> {
  return (await apiClient.get<{ data: ChatMessage[] }>(`/classroom/meetings/${meetingId}/chat`))
    .data;
}
