// The teachers' code of conduct: what a Sheikh agrees to when applying. Its words are texts
// (`common:conduct.*`, both languages); this is its version, which changes whenever they do, so
// an acceptance always names the words that were accepted.

/** The code of conduct in force. */
export const CONDUCT_VERSION = 1;

/** Its points, in order: each is a text `common:conduct.points.<point>`. */
export const CONDUCT_POINTS = [
  'platformOnly',
  'noContact',
  'guardians',
  'respect',
  'dress',
  'recording',
  'report',
] as const;
export type ConductPoint = (typeof CONDUCT_POINTS)[number];

/** A teacher's acceptance: which version, and when (ISO). */
export interface ConductAcceptance {
  version: number;
  acceptedAt: string;
}
