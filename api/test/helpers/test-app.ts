import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  API_ERRORS,
  type ApiErrorBody,
  type ApiErrorCode,
  type Role,
  type User,
} from '@app/shared/protocol';
import { build, type BuildOptions } from '../../src/app';
import { hashPassword } from '../../src/users/passwords';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/connection';
import type { UserRow } from '../../src/db/schema';
import { truncateAll } from '../../src/db/tables';
import { openTestDatabase, type Backend } from './databases';

export const TEST_PASSWORD = 'secret123';

/**
 * Name resolution for push endpoints in tests (this machine reaches no DNS): the example
 * domains resolve to a public address, except hosts named to point inward.
 */
export const TEST_DNS = async (host: string): Promise<string[]> => {
  if (host === 'internal.example.org') return ['10.0.0.5'];
  if (host === 'rebind.example.org') return ['93.184.215.14', '127.0.0.1'];
  if (host.endsWith('.example.org') || host.endsWith('.example.com')) return ['93.184.215.14'];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

/** The body the API answers an error of the catalogue with. */
export const errorOf = (code: ApiErrorCode) => ({ code, message: API_ERRORS[code].message });

/** The `field: code` pairs of a validation error answer. */
export function fieldCodes(res: LightMyRequestResponse): string[] {
  const body = json<ApiErrorBody>(res);
  return (body.errors ?? []).map((error) => `${error.field}: ${error.code}`);
}

/** A login request as a browser at `remoteAddress` sends it. */
export const loginRequest = (contact: string, password: string, remoteAddress = '127.0.0.1') => ({
  method: 'POST' as const,
  url: '/auth/login',
  payload: { contact, password },
  remoteAddress,
});

/** A fresh config with its own DATA_DIR. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quran-api-test-'));
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-1234',
    ...env,
  });
}

/** Per-suite handle: the app, its database, and helpers to make users and sessions. */
export class TestContext {
  app!: FastifyInstance;
  database!: Database;
  config!: Config;
  #seq = 0;

  constructor(readonly backend: Backend) {}

  /** Creates a user straight in the database (active and verified unless told otherwise). */
  async createUser(
    role: Role,
    overrides: Partial<UserRow> & { password?: string } = {},
  ): Promise<UserRow> {
    this.#seq += 1;
    const { password = TEST_PASSWORD, ...fields } = overrides;
    return this.app.usersRepository.create({
      name: `${role} ${this.#seq}`,
      email: `${role}${this.#seq}@test.quran`,
      role,
      loginMethod: 'email',
      passwordHash: await hashPassword(password),
      status: 'active',
      verified: true,
      ...fields,
    });
  }

  /** Logs in through the API and returns the Cookie header to send. */
  async login(contact: string, password = TEST_PASSWORD): Promise<string> {
    const res = await this.app.inject(loginRequest(contact, password));
    if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode}: ${res.body}`);
    return cookieHeader(res);
  }

  /** Creates a user of the role and logs it in. */
  async signedIn(
    role: Role,
    overrides: Partial<UserRow> = {},
  ): Promise<{ user: UserRow; cookie: string }> {
    const user = await this.createUser(role, overrides);
    return { user, cookie: await this.login(user.email!) };
  }

  /** Ends an open meeting as a participant's hang-up would (a lesson is rated once it ended). */
  async endMeeting(meetingId: string): Promise<void> {
    const row = await this.app.meetingsRepository.findById(meetingId);
    if (!row) throw new Error(`no meeting ${meetingId}`);
    if (row.status !== 'ended') {
      await this.app.meetingLifecycle.end(row, 'ended_by_participant', null);
    }
  }

  async rowCounts(): Promise<Record<string, number>> {
    const tables = ['users', 'sessions', 'refresh_tokens', 'meetings', 'participations'];
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const result = await this.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table}`),
      );
      counts[table] = Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    }
    return counts;
  }
}

/** The Cookie header a browser would send back after this response. */
export function cookieHeader(res: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const cookie of res.cookies) {
    if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0))
      jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export function json<T = unknown>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

export type UserBody = { data: User };

/**
 * Runs the suite once per database: PGlite always, PostgreSQL when DATABASE_URL is set
 * (skipped, and saying so, otherwise). One app and database per suite; tables are emptied
 * before each test.
 */
export function describeBackends(
  name: string,
  body: (ctx: TestContext) => void,
  options: { env?: Record<string, string>; build?: BuildOptions } = {},
): void {
  for (const backend of ['pglite', 'postgres'] as const) {
    const skip = backend === 'postgres' && !process.env.DATABASE_URL;
    describe(
      `${name} [${backend}]`,
      { skip: skip ? 'PostgreSQL variant skipped: DATABASE_URL is unset' : false },
      () => {
        const ctx = new TestContext(backend);
        before(async () => {
          ctx.database = await openTestDatabase(backend);
          ctx.config = testConfig(options.env);
          ctx.app = await build(ctx.config, {
            pushHostResolver: TEST_DNS,
            ...options.build,
            database: ctx.database,
          });
          await ctx.app.ready();
        });
        beforeEach(async () => {
          await truncateAll(ctx.database.db);
        });
        after(async () => {
          await ctx.app?.close();
          await ctx.database?.close();
          if (ctx.config) rmSync(ctx.config.DATA_DIR, { recursive: true, force: true });
        });
        body(ctx);
      },
    );
  }
}
