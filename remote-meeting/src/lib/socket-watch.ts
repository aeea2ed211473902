import { socketHolder, type AppSocket, type SocketHolder } from '@app/shared';

/** Attaches listeners to a socket and returns the function that detaches them. */
export type SocketAttachment = (socket: AppSocket) => () => void;

/**
 * Keeps listeners on the page's one signed-in socket. The shell creates or replaces that socket
 * when the session changes, and the holder says so: attachments are re-made against whatever
 * socket is current.
 */
export function watchSocket(
  attach: SocketAttachment,
  holder: SocketHolder = socketHolder,
): () => void {
  let attached: AppSocket | null = null;
  let detach: (() => void) | null = null;

  const sync = () => {
    const current = holder.current;
    if (current === attached) return;
    detach?.();
    attached = current;
    detach = current ? attach(current) : null;
  };

  const unsubscribe = holder.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    detach?.();
    attached = null;
    detach = null;
  };
}
