/**
 * Tells the other tabs of this browser that the session ended here: the cookies they share are
 * gone, so they sign out too. BroadcastChannel delivers to every other tab of the origin (never
 * back to the sender); where it is missing, nothing is announced and the other tabs find out on
 * their next request.
 */
const CHANNEL_NAME = 'quran-live-session';
const SIGNED_OUT = 'signed-out';

let channel: BroadcastChannel | null | undefined;

/** Node's channels (the tests) can be unref'd; a browser's cannot and need not be. */
interface Unrefable {
  unref?: () => void;
}

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
    // The page's channel lives as long as the page; in Node it must not hold the process open.
    (channel as (BroadcastChannel & Unrefable) | null)?.unref?.();
  }
  return channel;
}

/** Announces to the other tabs that this browser signed out. */
export function announceSignedOut(): void {
  sessionChannel()?.postMessage(SIGNED_OUT);
}

/** Calls `handler` whenever another tab signs out; returns the removal. */
export function onSignedOutElsewhere(handler: () => void): () => void {
  const current = sessionChannel();
  if (!current) return () => undefined;
  const listener = (event: MessageEvent) => {
    if (event.data === SIGNED_OUT) handler();
  };
  current.addEventListener('message', listener);
  return () => current.removeEventListener('message', listener);
}
