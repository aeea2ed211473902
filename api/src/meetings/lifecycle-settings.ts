import { z } from 'zod';

const settingsSchema = z.object({
  /**
   * How long a lesson waits for a participant whose connection was lost (a reload, a crashed
   * tab, a network drop) before it ends with `participant_lost`. Seconds; fractions allowed.
   */
  MEETING_REJOIN_GRACE_S: z.coerce.number().positive().max(3600).default(60),
});

export interface LifecycleSettings {
  rejoinWindowMs: number;
}

/** Reads the lifecycle's settings from the environment; throws naming the bad variable. */
export function loadLifecycleSettings(env: NodeJS.ProcessEnv = process.env): LifecycleSettings {
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid meeting configuration:\n  ${problems.join('\n  ')}`);
  }
  return { rejoinWindowMs: Math.round(result.data.MEETING_REJOIN_GRACE_S * 1000) };
}
