import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { REDIS_LIMITER_OPTIONS } from '../lib/redis-limiter-options';

/** `max` actions per key within `windowS` seconds. */
export interface Allowance {
  max: number;
  windowS: number;
}

/** Every limit a stranger's requests meet outside the login form, with its default. */
export interface RateLimitSettings {
  /** Accounts created per client address (each one also reaches every admin). */
  registrations: Allowance;
  /** Password-reset mails asked for from one client address. */
  passwordResetsByAddress: Allowance;
  /** Password-reset mails asked for one contact (whether or not it has an account). */
  passwordResetsByContact: Allowance;
  /** Public teacher pages read from one client address (no session needed to read them). */
  teacherPages: Allowance;
  /** Rings one student may start to one teacher. */
  ringsToTeacher: Allowance;
  /** Rings one student may start in all. */
  ringsByStudent: Allowance;
  /** Reports one user may file (each reaches every admin). */
  reportsByUser: Allowance;
  /** Guardian links (consent, invitations) one user may have mailed. */
  familyMails: Allowance;
  /**
   * Bookings one student may hold, and lessons move, in a window: a held slot is closed to
   * everyone else for its minute, so holding and letting go in a loop could empty a timetable.
   */
  bookingsByStudent: Allowance;
  /** Avatar and other uploads processed at once by this process; the rest wait their turn. */
  uploadConcurrency: number;
  /** Uploads allowed to wait for a turn before the next is refused. */
  uploadQueue: number;
  /**
   * Anonymous connections one address may hold on this process: sockets without a session and
   * the landing page's event streams (GET /teachers/live), counted together.
   */
  anonymousSocketsPerAddress: number;
  /**
   * Sockets one signed-in user may hold on this process: every tab of a school's shared tablet
   * and then some, not the hundreds a script could open.
   */
  socketsPerUser: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  registrations: { max: 10, windowS: 60 * 60 },
  passwordResetsByAddress: { max: 10, windowS: 60 * 60 },
  passwordResetsByContact: { max: 3, windowS: 60 * 60 },
  teacherPages: { max: 60, windowS: 60 },
  ringsToTeacher: { max: 3, windowS: 60 },
  ringsByStudent: { max: 10, windowS: 60 },
  reportsByUser: { max: 10, windowS: 60 * 60 },
  familyMails: { max: 5, windowS: 60 * 60 },
  bookingsByStudent: { max: 30, windowS: 60 * 60 },
  uploadConcurrency: 2,
  uploadQueue: 8,
  anonymousSocketsPerAddress: 20,
  socketsPerUser: 12,
};

/** One named allowance, counted in Redis when several processes must share it. */
export class Limiter {
  readonly #limiter: RateLimiterAbstract;

  constructor(name: string, allowance: Allowance, redis: RedisClientType | null) {
    const options = {
      keyPrefix: `limit:${name}`,
      points: allowance.max,
      duration: allowance.windowS,
    };
    this.#limiter = redis
      ? new RateLimiterRedis({ ...options, ...REDIS_LIMITER_OPTIONS, storeClient: redis })
      : new RateLimiterMemory(options);
  }

  /** Counts one action; resolves with the seconds to wait when over the allowance, else 0. */
  async take(key: string): Promise<number> {
    try {
      await this.#limiter.consume(key);
      return 0;
    } catch (result) {
      if (result instanceof RateLimiterRes)
        return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
      throw result;
    }
  }
}

/** At most `concurrency` tasks at once; up to `queue` more wait; beyond that, refused. */
export class Semaphore {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
  ) {}

  /** Runs the task in its turn, or resolves `null` at once when too many already wait. */
  async run<T>(task: () => Promise<T>): Promise<T | null> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.queue) return null;
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

export interface RateLimits {
  settings: RateLimitSettings;
  registrations: Limiter;
  passwordResetsByAddress: Limiter;
  passwordResetsByContact: Limiter;
  teacherPages: Limiter;
  ringsToTeacher: Limiter;
  ringsByStudent: Limiter;
  reportsByUser: Limiter;
  familyMails: Limiter;
  bookingsByStudent: Limiter;
  uploads: Semaphore;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** The app's shared allowances, in Redis when REDIS_URL is set (replicas share them). */
export default fp<{ settings?: Partial<RateLimitSettings> }>(
  async (app, { settings: overrides }) => {
    const { config } = app;
    const settings: RateLimitSettings = {
      ...DEFAULT_RATE_LIMITS,
      registrations: { max: config.REGISTRATIONS_PER_HOUR, windowS: 60 * 60 },
      ringsToTeacher: { max: config.CALLS_PER_MINUTE_TO_TEACHER, windowS: 60 },
      ringsByStudent: { max: config.CALLS_PER_MINUTE, windowS: 60 },
      ...overrides,
    };
    const limiter = (name: keyof RateLimitSettings & string, allowance: Allowance) =>
      new Limiter(name, allowance, app.redis);
    app.decorate('rateLimits', {
      settings,
      registrations: limiter('registrations', settings.registrations),
      passwordResetsByAddress: limiter('passwordResetsByAddress', settings.passwordResetsByAddress),
      passwordResetsByContact: limiter('passwordResetsByContact', settings.passwordResetsByContact),
      teacherPages: limiter('teacherPages', settings.teacherPages),
      ringsToTeacher: limiter('ringsToTeacher', settings.ringsToTeacher),
      ringsByStudent: limiter('ringsByStudent', settings.ringsByStudent),
      reportsByUser: limiter('reportsByUser', settings.reportsByUser),
      familyMails: limiter('familyMails', settings.familyMails),
      bookingsByStudent: limiter('bookingsByStudent', settings.bookingsByStudent),
      uploads: new Semaphore(settings.uploadConcurrency, settings.uploadQueue),
    });
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);
