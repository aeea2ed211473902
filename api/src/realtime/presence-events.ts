import type { Role } from '@app/shared/protocol';
import { TypedEmitter } from '../lib/typed-emitter';

/**
 * Presence changes, for those outside the realtime layer (notifications). Emitted once per
 * change by the process whose store recorded it, so several processes do not repeat it.
 */
export interface PresenceEvents extends Record<string, unknown> {
  /**
   * The user's first socket connected after being offline. A reload or a second tab within the
   * presence grace period is not one.
   */
  cameOnline: { userId: string; role: Role };
}

/** The in-process hub for presence events, decorated on the app as `presenceEvents`. */
export class PresenceEventHub extends TypedEmitter<PresenceEvents> {}
