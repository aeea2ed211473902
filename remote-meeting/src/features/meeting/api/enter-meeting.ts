import { answerWithin, CLIENT_EVENTS, type AppSocket, type MeetingEntry } from '@app/shared';
import { MeetingStartError } from '../wait-for-teacher';

const ENTER_ANSWER_MS = 10_000;

/**
 * `meeting:enter`: this user is in the lesson (first time or again). Resolves with the
 * server's answer (in the room, or waiting for the Sheikh); a refusal becomes the start error
 * the page shows.
 */
export async function enterMeeting(
  socket: AppSocket | null,
  roomName: string,
): Promise<MeetingEntry> {
  if (!socket) throw new MeetingStartError('failedToStart');
  const answer = await answerWithin(
    socket.emitWithAck(CLIENT_EVENTS.joinRoom, { roomName }),
    ENTER_ANSWER_MS,
  );
  if (answer.ok) return answer;
  throw new MeetingStartError(
    answer.code === 'meetings.ended'
      ? 'lessonEnded'
      : answer.code === 'meetings.not_found'
        ? 'notFound'
        : 'failedToStart',
  );
}
