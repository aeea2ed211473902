import { SERVER_EVENTS, type P2pSignalRequest, type SocketAck } from '@app/shared/protocol';
import { refusal } from './refusals';
import { rooms, type RealtimeSocket } from './socket-types';

/**
 * Built-in video signalling: offers, answers and ICE candidates are relayed to the other
 * participant of the room, and only from a socket that joined that room (joining checks the
 * user belongs to the meeting). A flood is cut before it gets here, by the socket's allowance
 * for signalling (event-limits.ts).
 */
export class Signalling {
  relay(socket: RealtimeSocket, signal: P2pSignalRequest): SocketAck {
    const { userId } = socket.data;
    if (!userId) return refusal('auth.not_authenticated');
    const room = rooms.meeting(signal.roomName);
    if (!socket.rooms.has(room)) return refusal('meetings.not_in_room');
    socket.to(room).emit(SERVER_EVENTS.p2pSignal, { ...signal, from: userId });
    return { ok: true };
  }
}
