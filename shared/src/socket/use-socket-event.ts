import { useEffect, useSyncExternalStore } from 'react';
import { onSocketEvent, type ListenEvent, type SocketListener } from './app-socket';
import { socketHolder, type SocketHolder } from './socket-holder';

/**
 * Listens to one event of the page's signed-in socket while the component is mounted, and
 * follows the socket when the session replaces it. Pass a stable listener (useCallback): a new
 * one re-subscribes.
 */
export function useSocketEvent<E extends ListenEvent>(
  event: E,
  listener: SocketListener<E>,
  holder: SocketHolder = socketHolder,
): void {
  const socket = useSyncExternalStore(
    holder.subscribe,
    () => holder.current,
    () => null,
  );
  useEffect(
    () => (socket ? onSocketEvent<E>(socket, event, listener) : undefined),
    [socket, event, listener],
  );
}
