import { SERVER_EVENTS, type P2pSignalRequest, type SocketAck } from '@app/shared/protocol';
import { rooms, type RealtimeSocket } from './socket-types';

const fail = (code: 'not_allowed' | 'not_in_room', message: string) =>
  ({ ok: false, code, message }) as const;

/**
 * Built-in video signalling: offers, answers and ICE candidates are relayed to the other
 * participant of the room, and only from a socket that joined that room (joining checks the
 * user belongs to the meeting). A flood is cut before it gets here, by the socket's allowance
 * for signalling (event-limits.ts).
 */
export class Signalling {
  relay(socket: RealtimeSocket, signal: P2pSignalRequest): SocketAck {
    const { userId } = socket.data;
    if (!userId) return fail('not_allowed', 'Sign in to signal');
    const room = rooms.meeting(signal.roomName);
    if (!socket.rooms.has(room)) return fail('not_in_room', 'Join the room first');
    socket.to(room).emit(SERVER_EVENTS.p2pSignal, { ...signal, from: userId });
    return { ok: true };
  }
}
