import {
  CLIENT_EVENTS,
  logRefusal,
  type AppSocket,
  type P2pSignalMessage,
  type P2pSignalRequest,
} from '@app/shared';
import { roomInbox } from '../../lib/room-inbox';

export interface RoomHandlers {
  onSignal(signal: P2pSignalMessage): void;
  onPeerJoined(userId: string): void;
  onPeerLeft(userId: string, disconnected: boolean): void;
  onWatcherJoined(userId: string): void;
  onWatcherLeft(userId: string): void;
}

/**
 * The video's view of the room: its signals and who comes and goes, read from the lesson's room
 * inbox, so what arrived between entering the room and this call is handled first, in order.
 */
export function attachRoom(
  socket: AppSocket,
  roomName: string,
  handlers: RoomHandlers,
): () => void {
  return roomInbox.open(socket, roomName).read((message) => {
    switch (message.type) {
      case 'signal':
        return handlers.onSignal(message.signal);
      case 'joined':
        return handlers.onPeerJoined(message.event.userId);
      case 'left':
        return handlers.onPeerLeft(message.event.userId, message.event.disconnected === true);
      case 'watcherJoined':
        return handlers.onWatcherJoined(message.event.userId);
      case 'watcherLeft':
        return handlers.onWatcherLeft(message.event.userId);
    }
  });
}

/** Sends one signal to the user of the room it names (the other participant, or a watcher). */
export function sendSignal(socket: AppSocket, signal: P2pSignalRequest): void {
  socket.emit(CLIENT_EVENTS.p2pSignal, signal, logRefusal(CLIENT_EVENTS.p2pSignal));
}
