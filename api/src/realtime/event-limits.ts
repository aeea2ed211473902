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
  [CLIENT_EVENTS.watchLesson]: 'rooms',
  [CLIENT_EVENTS.stopWatching]: 'rooms',
  [CLIENT_EVENTS.getTeacherStatus]: 'status',
  [CLIENT_EVENTS.updateTeacherStatus]: 'status',
  [CLIENT_EVENTS.clientVisibility]: 'status',
  [CLIENT_EVENTS.getOngoingMeeting]: 'status',
  [CLIENT_EVENTS.p2pSignal]: 'signal',
  [CLIENT_EVENTS.classroomUpdate]: 'classroom',
  [CLIENT_EVENTS.classroomSync]: 'classroom',
  [CLIENT_EVENTS.classroomChat]: 'chat',
};

/** Sustained events per second and the burst allowed, per family. */
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
 * What a person may do (ring, chat, turn pages) is counted per user: more tabs buy no more. The
 * rest (signals, room and status events) belongs to one tab's connection and is per socket.
 */
const PER_USER: ReadonlySet<Family> = new Set<Family>(['calls', 'chat', 'classroom']);

type Buckets = Map<Family, TokenBucket>;

/**
 * Token buckets by event family, so no client event can be sent faster than a person or a
 * browser would: a flood is answered `rate_limited` without reaching a handler. A user's
 * buckets outlive its sockets until they have refilled, so reconnecting buys nothing either.
 * Counted per API process (sticky sessions keep a tab on one).
 */
export class SocketEventLimits {
  readonly #socketBuckets = new WeakMap<RealtimeSocket, Buckets>();
  readonly #userBuckets = new Map<string, Buckets>();

  constructor(private readonly settings: RealtimeSettings) {}

  /** Takes one event from the allowance it counts against; false when that is spent. */
  allow(socket: RealtimeSocket, event: string): boolean {
    const family = FAMILY_OF[event] ?? 'status';
    const { userId } = socket.data;
    const buckets = userId && PER_USER.has(family) ? this.#ofUser(userId) : this.#ofSocket(socket);
    let bucket = buckets.get(family);
    if (!bucket) {
      bucket = new TokenBucket(...allowanceOf(family, this.settings));
      buckets.set(family, bucket);
    }
    return bucket.take();
  }

  /** Drops the users' buckets that have refilled: a full bucket is the same as a new one. */
  forgetRefilled(now = Date.now()): void {
    for (const [userId, buckets] of this.#userBuckets) {
      if ([...buckets.values()].every((bucket) => bucket.full(now))) {
        this.#userBuckets.delete(userId);
      }
    }
  }

  #ofUser(userId: string): Buckets {
    let buckets = this.#userBuckets.get(userId);
    if (!buckets) {
      buckets = new Map();
      this.#userBuckets.set(userId, buckets);
    }
    return buckets;
  }

  #ofSocket(socket: RealtimeSocket): Buckets {
    let buckets = this.#socketBuckets.get(socket);
    if (!buckets) {
      buckets = new Map();
      this.#socketBuckets.set(socket, buckets);
    }
    return buckets;
  }
}
