import { CLIENT_EVENTS } from '@app/shared/protocol';
import { TokenBucket } from './rate-limiter';
import type { RealtimeSettings } from './realtime-settings';
import type { RealtimeSocket } from './socket-types';

/** Client events that cost us alike share one allowance per socket. */
type Family = 'calls' | 'rooms' | 'status' | 'signal' | 'classroom' | 'chat';

const FAMILY_OF: Record<string, Family> = {
  [CLIENT_EVENTS.initiateCallRequest]: 'calls',
  [CLIENT_EVENTS.respondToCallRequest]: 'calls',
  [CLIENT_EVENTS.endCall]: 'calls',
  [CLIENT_EVENTS.joinRoom]: 'rooms',
  [CLIENT_EVENTS.leaveRoom]: 'rooms',
  [CLIENT_EVENTS.getTeacherStatus]: 'status',
  [CLIENT_EVENTS.updateTeacherStatus]: 'status',
  [CLIENT_EVENTS.clientVisibility]: 'status',
  [CLIENT_EVENTS.getOngoingMeeting]: 'status',
  [CLIENT_EVENTS.p2pSignal]: 'signal',
  [CLIENT_EVENTS.classroomUpdate]: 'classroom',
  [CLIENT_EVENTS.classroomSync]: 'classroom',
  [CLIENT_EVENTS.classroomChat]: 'chat',
};

/** Sustained events per second and the burst allowed, per socket and family. */
function allowanceOf(family: Family, settings: RealtimeSettings): [number, number] {
  switch (family) {
    case 'signal':
      // Offers, answers and a burst of ICE candidates at every (re)connection.
      return [settings.SIGNAL_RATE_PER_SECOND, settings.SIGNAL_BURST];
    case 'calls':
      return [settings.CALL_EVENTS_PER_SECOND, settings.CALL_EVENTS_BURST];
    case 'rooms':
      return [2, 10];
    case 'status':
      return [5, 30];
    case 'classroom':
      // Page turns and highlights as fast as a teacher taps through a lesson.
      return [10, 40];
    case 'chat':
      // As fast as a person types short messages, with room for a few in a row.
      return [1, 5];
  }
}

/**
 * One token bucket per socket and event family, so no client event can be sent faster than
 * a person or a browser would: a flood is answered `rate_limited` without reaching a handler.
 * The buckets live as long as their socket.
 */
export class SocketEventLimits {
  readonly #buckets = new WeakMap<RealtimeSocket, Map<Family, TokenBucket>>();

  constructor(private readonly settings: RealtimeSettings) {}

  /** Takes one event from the socket's allowance; false when it is spent. */
  allow(socket: RealtimeSocket, event: string): boolean {
    const family = FAMILY_OF[event] ?? 'status';
    let buckets = this.#buckets.get(socket);
    if (!buckets) {
      buckets = new Map();
      this.#buckets.set(socket, buckets);
    }
    let bucket = buckets.get(family);
    if (!bucket) {
      bucket = new TokenBucket(...allowanceOf(family, this.settings));
      buckets.set(family, bucket);
    }
    return bucket.take();
  }
}
