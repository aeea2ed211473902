import { TypedEmitter } from '../lib/typed-emitter';

/**
 * What the family routes announce once stored: realtime re-sends the child's list of Sheikhs
 * when its guardians' rules changed, and closes its chat at once when they turned it off.
 */
export interface FamilyEvents extends Record<string, unknown> {
  rulesChanged: { childId: string };
}

/** The in-process hub for family events, decorated on the app as `familyEvents`. */
export class FamilyEventHub extends TypedEmitter<FamilyEvents> {}
