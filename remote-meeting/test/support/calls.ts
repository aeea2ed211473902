import type { IncomingCallRequest, StartMeeting } from '@app/shared';

/** An incomingCallRequest as the server sends it. */
export const incomingCall = (callId = 'c1'): IncomingCallRequest => ({
  callId,
  caller: { userId: 's1', name: 'Student Amina', avatar: null, gender: null },
  receiverId: 't1',
  roomName: 'room-1',
  participants: [],
  expiresAt: new Date(Date.now() + 30_000).toISOString(),
});

/** A startMeeting as the server sends it. */
export const startMeeting = (callId = 'c1'): StartMeeting => ({
  callId,
  roomName: 'room-1',
  meetingId: 'm1',
  participants: [
    { userId: 's1', name: 'Student Amina', role: 'student', gender: null },
    { userId: 't1', name: 'Sheikh Yusuf', role: 'teacher', gender: 'male' },
  ],
});
