import { apiClient } from '../api-client/api-client';
import { accountBannedAtom, authAtom, INITIAL_AUTH_STATE } from '../auth/auth-atoms';
import { CONNECTION_EVENTS, SERVER_EVENTS } from '../protocol/socket-events';
import { appStore } from '../state/store';
import { onSocketEvent, type AppSocket } from './app-socket';
import { sendOfflineBeacon } from './offline-beacon';
import { socketDecision } from './socket-decision';
import { socketFeatures } from './socket-features';
import { socketHolder, type SocketHolder } from './socket-holder';
import { handshakeRefusalOf, socketRefusalAtom } from './socket-refusal';
import { onlineStudentsAtom, usersListAtom, usersListReceivedAtom } from './users-list-atom';
import { attachUsersList } from './users-list-subscription';

type AppStore = typeof appStore;

const currentPathname = () => globalThis.location?.pathname ?? '/';

const RENEWAL_INTERVAL_MS = 60_000;

/** POST /auth/refresh: new session cookies from the refresh token, or false. */
async function renewSessionCookies(): Promise<boolean> {
  await apiClient.call('auth.refresh');
  return true;
}

/**
 * Keeps the page's socket in step with the session (docs/product.md#sessions-and-state): the shell calls it once at
 * start and the returned function detaches everything. The path is read on each auth change.
 * The first signed-in connect loads socket.io-client, then decides again with the session as
 * it is by then (it may have changed, or ended, during the load).
 */
export function startSocketLifecycle(
  store: AppStore = appStore,
  getPathname: () => string = currentPathname,
  holder: SocketHolder = socketHolder,
  renewSession: () => Promise<boolean> = renewSessionCookies,
): () => void {
  let stopped = false;
  let connectedFor: string | null = null;
  // The user the server refused; not retried until the session changes, or it would loop.
  let rejectedFor: string | null = null;

  // At most one renewal a minute: a socket refused again right after one is refused for good,
  // or a session that cannot be renewed would loop.
  let lastRenewalAt = Number.NEGATIVE_INFINITY;

  const refuse = () => {
    rejectedFor = connectedFor;
    holder.disconnect();
    store.set(usersListAtom, []);
    store.set(usersListReceivedAtom, false);
    store.set(onlineStudentsAtom, 0);
  };

  // A banned or deleted account has no session left on the server: the page signs out at
  // once (initialised, so guards send it to the landing page) instead of waiting for a click.
  const cutOff = (reason: 'banned' | 'deleted') => {
    refuse();
    store.set(authAtom, { ...INITIAL_AUTH_STATE, isInitialized: true });
    if (reason === 'banned') store.set(accountBannedAtom, true);
  };

  // The access cookie lives 15 minutes: a reconnect after that is refused as expired although
  // the session itself is fine. Renew it once, then connect again.
  const renewAndReconnect = async () => {
    lastRenewalAt = Date.now();
    holder.disconnect();
    const renewed = await renewSession().catch(() => false);
    if (!renewed) {
      refuse();
      return;
    }
    connectedFor = null;
    apply();
  };

  const attach = (socket: AppSocket, userId: string) => {
    attachUsersList(socket, store);
    for (const feature of socketFeatures()) feature.attach?.(socket, userId);
    onSocketEvent(socket, SERVER_EVENTS.authError, ({ code }) => {
      const mayRenew = Date.now() - lastRenewalAt > RENEWAL_INTERVAL_MS;
      if (code === 'session_expired' && mayRenew) void renewAndReconnect();
      else if (code === 'banned' || code === 'deleted') cutOff(code);
      else refuse();
    });
    onSocketEvent(socket, CONNECTION_EVENTS.connectError, (error) => {
      const refusal = handshakeRefusalOf(error);
      if (refusal) store.set(socketRefusalAtom, refusal);
      else console.warn('Socket connect error', error.message);
    });
    onSocketEvent(socket, CONNECTION_EVENTS.connect, () => store.set(socketRefusalAtom, null));
  };

  const apply = () => {
    if (stopped) return;
    const auth = store.get(authAtom);
    const userId = auth.user?._id ?? null;
    if (!auth.isAuthenticated) rejectedFor = null;
    const decision = socketDecision(auth, getPathname());
    const isCurrent = holder.current !== null && connectedFor === userId;
    if (decision === 'connect' && userId && !isCurrent && userId !== rejectedFor) {
      if (!holder.loaded) {
        // A failed load is tried again on the next change (a sign-in, a page shown again).
        holder
          .load()
          .then(apply, (error: unknown) => console.warn('Socket client could not load', error));
        return;
      }
      if (holder.current) holder.disconnect();
      connectedFor = userId;
      attach(holder.connectAuthenticated(), userId);
    } else if (decision === 'disconnect' && holder.current) {
      holder.disconnect();
    }
  };

  const onPageHide = () => {
    sendOfflineBeacon(store.get(authAtom).user?._id);
    holder.disconnect();
  };
  // A page restored from the back-forward cache is live again and needs its socket back.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) apply();
  };

  const unsubscribe = store.sub(authAtom, apply);
  const stopFeatures = socketFeatures().flatMap((feature) =>
    feature.start ? [feature.start(holder)] : [],
  );
  const target = typeof window === 'undefined' ? null : window;
  target?.addEventListener('pagehide', onPageHide);
  target?.addEventListener('pageshow', onPageShow);
  apply();
  return () => {
    stopped = true;
    unsubscribe();
    stopFeatures.forEach((stop) => stop());
    target?.removeEventListener('pagehide', onPageHide);
    target?.removeEventListener('pageshow', onPageShow);
  };
}
