import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CollectFunction,
} from 'prom-client';

/** How a ring ended up, one count per call step decided (by the process that decided it). */
export type RingOutcome = 'started' | 'answered' | 'missed' | 'declined';

/** The sockets of this process, by whether they are signed in. */
export interface SocketCounts {
  signedIn: number;
  anonymous: number;
}

/** What the gauges read when Prometheus scrapes (nothing is counted in the hot path). */
export interface MetricsSources {
  sockets(): SocketCounts;
  /** Signed-out visitors' live teacher lists (event streams) open on this process. */
  visitorStreams(): number;
  liveLessons(): Promise<number>;
}

/**
 * The API's Prometheus series, one registry per app (tests build several apps in one process).
 * Names start with `quran_live_`; Node's own (event-loop lag, memory, GC) keep prom-client's
 * standard names so ready-made dashboards read them.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'quran_live_http_request_duration_seconds',
    help: 'HTTP request durations by route template, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly rateLimited = new Counter({
    name: 'quran_live_http_rate_limited_total',
    help: 'Requests answered 429 Too Many Requests, by route template.',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });
  readonly loginFailures = new Counter({
    name: 'quran_live_login_failures_total',
    help: 'Logins refused for a wrong account or password (rate-limited ones are counted as 429s).',
    registers: [this.registry],
  });
  readonly rings = new Counter({
    name: 'quran_live_rings_total',
    help: 'Calls by step: started ringing, answered, missed (no answer or teacher away), declined.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    const sockets: CollectFunction<Gauge<'kind'>> = function () {
      const counts = sources.sockets();
      this.set({ kind: 'signed_in' }, counts.signedIn);
      this.set({ kind: 'anonymous' }, counts.anonymous);
    };
    new Gauge({
      name: 'quran_live_sockets',
      help: 'socket.io connections open on this process, signed in or anonymous.',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      collect: sockets,
    });
    const visitors: CollectFunction<Gauge> = function () {
      this.set(sources.visitorStreams());
    };
    new Gauge({
      name: 'quran_live_visitor_streams',
      help: "Signed-out visitors' live teacher lists (server-sent event streams) open on this process.",
      registers: [this.registry],
      collect: visitors,
    });
    const lessons: CollectFunction<Gauge> = async function () {
      this.set(await sources.liveLessons());
    };
    new Gauge({
      name: 'quran_live_lessons_live',
      help: 'Meetings in progress (status active) across every process: the same on each replica.',
      registers: [this.registry],
      collect: lessons,
    });
    // Every outcome is present from the start, so rate() and alerts see a zero, not a gap.
    for (const outcome of ['started', 'answered', 'missed', 'declined'] as const)
      this.rings.inc({ outcome }, 0);
    this.loginFailures.inc(0);
  }

  /** The Prometheus text exposition of every series. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
