import type { AllUsersListPayload, UsersListDelta } from './socket-payloads';

/**
 * The landing page's live teacher list for signed-out visitors: server-sent events, read-only,
 * so a visitor's page needs no socket.io client (docs/architecture.md#real-time). Only a
 * request that accepts `text/event-stream` (an EventSource always does) gets the stream.
 */
export const VISITOR_FEED_PATH = '/teachers/live';

/**
 * The feed's events: the whole list first (`users:list` of the anonymous audience, and again
 * after every reconnect), then each change (`users:delta`), in order.
 */
export const VISITOR_FEED_EVENTS = { list: 'list', delta: 'delta' } as const;

/** What each event's `data` holds, as JSON. */
export interface VisitorFeedPayloads {
  [VISITOR_FEED_EVENTS.list]: AllUsersListPayload;
  [VISITOR_FEED_EVENTS.delta]: UsersListDelta;
}
