/** What accepting a call creates: a scheduled meeting of a teacher and its students. */
export interface NewMeeting {
  roomName: string;
  teacherId: string;
  studentIds: string[];
  subject?: string | null;
}
