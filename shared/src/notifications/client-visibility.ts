import { CLIENT_EVENTS } from '../protocol/socket-events';
import { logRefusal, type AppSocket } from '../socket/app-socket';
import type { SocketHolder } from '../socket/socket-holder';

const isHidden = () => typeof document !== 'undefined' && document.hidden;

/**
 * Tells the server whether this tab is hidden: it sends a ringing teacher a web push only when
 * every one of the teacher's tabs is hidden (or closed).
 */
export function sendClientVisibility(socket: AppSocket): void {
  socket.emit(
    CLIENT_EVENTS.clientVisibility,
    { hidden: isHidden() },
    logRefusal(CLIENT_EVENTS.clientVisibility),
  );
}

/** Sends the visibility on every change to the page's signed-in socket; returns the stop. */
export function watchClientVisibility(holder: SocketHolder): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const onChange = () => {
    const socket = holder.current;
    if (socket?.connected) sendClientVisibility(socket);
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
