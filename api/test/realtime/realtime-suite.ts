import type { AddressInfo } from 'node:net';
import { afterEach, before, beforeEach } from 'node:test';
import type { Role } from '@app/shared/protocol';
import type { UserRow } from '../../src/db/schema';
import type { TestContext } from '../helpers/test-app';
import { TestClient } from './socket-client';

/** Fast timings for the realtime tests; read by the plugin when the suite's app is built. */
export function useFastTimings(overrides: Record<string, string> = {}): void {
  Object.assign(process.env, {
    PRESENCE_GRACE_MS: '300',
    RING_TIMEOUT_MS: '1000',
    MEETING_REJOIN_GRACE_S: '0.6',
    REALTIME_SWEEP_MS: '100',
    ...overrides,
  });
}

/** A listening app per suite and helpers that open clients and close them after each test. */
export class SocketHarness {
  url = '';
  #clients: TestClient[] = [];

  constructor(private readonly ctx: TestContext) {
    before(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      this.url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    });
    // The suite empties the tables between tests: the cached users must go too.
    beforeEach(() => ctx.app.realtime.directory.clear());
    afterEach(() => {
      for (const client of this.#clients.splice(0)) client.close();
    });
  }

  /** An open client, signed in with the cookie when given. */
  client(
    cookie?: string,
    options: {
      origin?: string;
      reconnection?: boolean;
      auth?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    const client = new TestClient(this.url, { cookie, ...options });
    this.#clients.push(client);
    return client.open();
  }

  /** A user of the role, signed in, with one open socket. */
  async user(role: Role, overrides: Partial<UserRow> = {}) {
    const { user, cookie } = await this.ctx.signedIn(role, overrides);
    return { user, cookie, socket: await this.client(cookie) };
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
