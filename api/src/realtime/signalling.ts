import { SERVER_EVENTS, type P2pSignalRequest, type SocketAck } from '@app/shared/protocol';
import { refusal } from './refusals';
import { rooms, type RealtimeSocket } from './socket-types';

/**
 * Built-in video signalling: an offer, answer or ICE candidate is relayed to the one user of the
 * lesson it names (the other participant, or a guardian watching), and only from the socket that
 * holds its sender's place in that lesson (entering or watching checked who may). A flood is
 * cut before it gets here, by the socket's allowance for signalling (event-limits.ts).
 */
export class Signalling {
  relay(socket: RealtimeSocket, signal: P2pSignalRequest): SocketAck {
    const { userId } = socket.data;
    if (!userId) return refusal('auth.not_authenticated');
    if (!socket.rooms.has(rooms.peer(signal.roomName, userId))) {
      return refusal('meetings.not_in_room');
    }
    socket.to(rooms.peer(signal.roomName, signal.to)).emit(SERVER_EVENTS.p2pSignal, {
      ...signal,
      from: userId,
    });
    return { ok: true };
  }
}
