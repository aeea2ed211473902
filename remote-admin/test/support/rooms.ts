import type { OverviewRoom } from '@app/shared';

/**
 * An ended one-to-one room, an on-demand call: one student rated it with a comment, the other
 * did not.
 */
export const endedRoom: OverviewRoom = {
  _id: 'meeting-1',
  roomName: 'room-abc',
  subject: null,
  type: 'one-to-one',
  status: 'ended',
  teacher: { _id: 'teacher-1', name: 'Sheikh Yusuf', avatar: null },
  students: [
    {
      _id: 'p1',
      userId: 'student-1',
      name: 'Amina',
      avatar: null,
      joinedAt: '2025-03-01T10:00:00.000Z',
      leftAt: '2025-03-01T10:30:00.000Z',
      participationDuration: 30,
      rating: 4,
      ratingComment: 'Mind the madd',
    },
    {
      _id: 'p2',
      userId: 'student-2',
      name: 'Bilal',
      avatar: null,
      joinedAt: null,
      leftAt: null,
      participationDuration: 0,
      rating: null,
      ratingComment: null,
    },
  ],
  totalParticipants: 3,
  teacherJoined: true,
  teacherJoinedAt: '2025-03-01T09:59:00.000Z',
  startTime: '2025-03-01T09:59:00.000Z',
  endTime: '2025-03-01T10:31:00.000Z',
  duration: 32,
  averageRating: 4,
  totalRatings: 1,
  ratedStudentCount: 1,
  studentCount: 2,
  createdAt: '2025-03-01T09:58:00.000Z',
  updatedAt: '2025-03-01T10:31:00.000Z',
  version: 7,
  origin: 'on_demand',
};
