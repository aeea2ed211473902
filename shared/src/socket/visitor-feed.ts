import { getApiUrl } from '../config/runtime-config';
import {
  VISITOR_FEED_EVENTS,
  VISITOR_FEED_PATH,
  type VisitorFeedPayloads,
} from '../protocol/visitor-feed';
import type { UsersListDelta } from '../protocol/socket-payloads';
import type { appStore } from '../state/store';
import { applyUsersListDelta } from './users-list';
import { usersListAtom, usersListReceivedAtom } from './users-list-atom';

// The browser reconnects a dropped stream by itself, but gives up on a refused one (429, a
// proxy's 502 during a deploy): that one is opened again a few times, a few seconds apart.
export const VISITOR_FEED_RETRY_MS = 3_000;
export const VISITOR_FEED_RETRIES = 5;

const DELTA_TYPES: ReadonlyArray<UsersListDelta['type']> = ['presence', 'upsert', 'remove'];

/** An event's JSON, or undefined when it is not JSON. */
function parse(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

// The server is trusted with the entries' fields, as on the socket; only the shape that the
// list code relies on is checked.
const isList = (value: unknown): value is VisitorFeedPayloads['list'] => Array.isArray(value);

const isDelta = (value: unknown): value is VisitorFeedPayloads['delta'] =>
  typeof value === 'object' &&
  value !== null &&
  'type' in value &&
  DELTA_TYPES.some((type) => type === value.type);

/**
 * Feeds usersListAtom for a signed-out visitor from the API's event stream (GET /teachers/live):
 * the whole list on open and on every reconnect, then each change in order. Read-only, so the
 * landing page needs no socket.io client. Returns the function that closes it.
 */
export function attachVisitorFeed(store: typeof appStore): () => void {
  let source: EventSource | null = null;
  let retries = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const feed = new EventSource(`${getApiUrl()}${VISITOR_FEED_PATH}`);
    feed.addEventListener(VISITOR_FEED_EVENTS.list, (event: MessageEvent<unknown>) => {
      const list = parse(event.data);
      if (!isList(list)) return;
      retries = 0;
      store.set(usersListAtom, list);
      store.set(usersListReceivedAtom, true);
    });
    feed.addEventListener(VISITOR_FEED_EVENTS.delta, (event: MessageEvent<unknown>) => {
      const delta = parse(event.data);
      if (isDelta(delta)) store.set(usersListAtom, (list) => applyUsersListDelta(list, delta));
    });
    feed.addEventListener('error', () => {
      // Still CONNECTING: the browser is on it. CLOSED: it gave up.
      if (feed.readyState !== EventSource.CLOSED || retries >= VISITOR_FEED_RETRIES) return;
      retries += 1;
      retry = setTimeout(open, VISITOR_FEED_RETRY_MS);
    });
    source = feed;
  };

  open();
  return () => {
    clearTimeout(retry);
    source?.close();
  };
}
