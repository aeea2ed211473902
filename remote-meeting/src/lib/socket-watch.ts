import { authAtom, socketHolder, type appStore, type SocketHolder } from '@app/shared';
import type { Socket } from 'socket.io-client';

/** Attaches listeners to a socket and returns the function that detaches them. */
export type SocketAttachment = (socket: Socket) => () => void;

/**
 * Keeps listeners on the page's one socket. The shell creates or replaces that socket when the
 * session changes, so attachments are re-made against whatever socket is current after each
 * auth change (the shell's own subscription runs first: it subscribed at start-up).
 */
export function watchSocket(
  store: typeof appStore,
  attach: SocketAttachment,
  holder: SocketHolder = socketHolder,
): () => void {
  let attached: Socket | null = null;
  let detach: (() => void) | null = null;

  const sync = () => {
    const current = holder.currentKind === 'authenticated' ? holder.current : null;
    if (current === attached) return;
    detach?.();
    attached = current;
    detach = current ? attach(current) : null;
  };

  const unsubscribe = store.sub(authAtom, sync);
  sync();
  return () => {
    unsubscribe();
    detach?.();
    attached = null;
    detach = null;
  };
}
