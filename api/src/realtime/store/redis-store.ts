import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import type { CreateCallResult, RealtimeStore, RingingCall } from './realtime-store';
import {
  ADD_CONNECTION,
  CREATE_CALL,
  REMOVE_CONNECTION,
  SETTLE_OFFLINE,
  TAKE_CALL,
} from './redis-scripts';

// A call key outlives its deadline a little so a late step still finds and ends it.
const CALL_KEY_SLACK_MS = 60_000;

/**
 * The store of a cluster: every process sees the same presence and calls. Each
 * process registers its sockets under its own node id and renews a heartbeat key; a process
 * whose heartbeat lapsed is reaped by the others.
 */
export class RedisStore implements RealtimeStore {
  readonly nodeId = randomUUID();
  readonly #heartbeat: NodeJS.Timeout;

  private constructor(
    private readonly redis: RedisClientType,
    private readonly prefix: string,
    private readonly heartbeatTtlMs: number,
  ) {
    this.#heartbeat = setInterval(
      () => {
        this.#beat().catch(() => undefined);
      },
      Math.max(50, Math.floor(heartbeatTtlMs / 3)),
    );
    this.#heartbeat.unref();
  }

  /** Opens the store on a connected client and announces this process. */
  static async open(redis: RedisClientType, prefix: string, heartbeatTtlMs: number) {
    const store = new RedisStore(redis, prefix, heartbeatTtlMs);
    await store.#beat();
    await redis.sAdd(store.#key('nodes'), store.nodeId);
    return store;
  }

  #key(...parts: string[]): string {
    return this.prefix + parts.join(':');
  }

  #beat() {
    return this.redis.set(this.#key('alive', this.nodeId), '1', {
      expiration: { type: 'PX', value: this.heartbeatTtlMs },
    });
  }

  async #eval(script: string, keys: string[], args: Array<string | number>): Promise<unknown> {
    return this.redis.eval(script, { keys, arguments: args.map(String) });
  }

  async addConnection(userId: string, role: string, socketId: string): Promise<boolean> {
    const added = await this.#eval(
      ADD_CONNECTION,
      [this.#key('conns', userId), this.#key('node', this.nodeId), this.#key('online', role)],
      [socketId, this.nodeId, userId],
    );
    return added === 1;
  }

  async removeConnection(userId: string, socketId: string): Promise<number> {
    const left = await this.#eval(
      REMOVE_CONNECTION,
      [this.#key('conns', userId), this.#key('node', this.nodeId)],
      [socketId, userId],
    );
    return Number(left);
  }

  connectionCount(userId: string): Promise<number> {
    return this.redis.hLen(this.#key('conns', userId));
  }

  async settleOffline(userId: string, role: string, now: number): Promise<boolean> {
    const settled = await this.#eval(
      SETTLE_OFFLINE,
      [this.#key('conns', userId), this.#key('online', role), this.#key('lastseen')],
      [userId, now],
    );
    return settled === 1;
  }

  async onlineIds(role: string): Promise<Set<string>> {
    return new Set(await this.redis.sMembers(this.#key('online', role)));
  }

  async onlineCount(role: string): Promise<number> {
    return this.redis.sCard(this.#key('online', role));
  }

  async isOnline(userId: string, role: string): Promise<boolean> {
    return (await this.redis.sIsMember(this.#key('online', role), userId)) === 1;
  }

  async lastSeen(userIds: string[]): Promise<Map<string, number>> {
    const result = new Map<string, number>();
    if (userIds.length === 0) return result;
    const values = await this.redis.hmGet(this.#key('lastseen'), userIds);
    values.forEach((value, index) => {
      if (value) result.set(userIds[index]!, Number(value));
    });
    return result;
  }

  async createCall(call: RingingCall): Promise<CreateCallResult> {
    const ttl = Math.max(1, call.deadline - Date.now()) + CALL_KEY_SLACK_MS;
    const result = await this.#eval(
      CREATE_CALL,
      [
        this.#key('call', call.callId),
        this.#key('ringing', call.caller.userId),
        this.#key('ringing', call.teacherId),
        this.#key('call-deadlines'),
      ],
      [JSON.stringify(call), call.callId, ttl, call.deadline],
    );
    return result as CreateCallResult;
  }

  async getCall(callId: string): Promise<RingingCall | null> {
    const json = await this.redis.get(this.#key('call', callId));
    return json ? (JSON.parse(json) as RingingCall) : null;
  }

  async takeCall(callId: string): Promise<RingingCall | null> {
    const call = await this.getCall(callId);
    if (!call) return null;
    const json = await this.#eval(
      TAKE_CALL,
      [
        this.#key('call', callId),
        this.#key('call-deadlines'),
        this.#key('ringing', call.caller.userId),
        this.#key('ringing', call.teacherId),
      ],
      [callId],
    );
    return typeof json === 'string' ? (JSON.parse(json) as RingingCall) : null;
  }

  dueCalls(now: number): Promise<string[]> {
    return this.redis.zRangeByScore(this.#key('call-deadlines'), '-inf', now);
  }

  callOf(userId: string): Promise<string | null> {
    return this.redis.get(this.#key('ringing', userId));
  }

  async acquireLease(name: string, ttlMs: number): Promise<boolean> {
    const key = this.#key('lease', name);
    const expiration = { type: 'PX', value: ttlMs } as const;
    if ((await this.redis.set(key, this.nodeId, { condition: 'NX', expiration })) === 'OK') {
      return true;
    }
    if ((await this.redis.get(key)) !== this.nodeId) return false;
    await this.redis.pExpire(key, ttlMs);
    return true;
  }

  async reapDeadNodes(): Promise<string[]> {
    const users = new Set<string>();
    for (const node of await this.redis.sMembers(this.#key('nodes'))) {
      if (node === this.nodeId) continue;
      if (await this.redis.exists(this.#key('alive', node))) continue;
      // Only the process whose SREM succeeds reaps the node.
      if ((await this.redis.sRem(this.#key('nodes'), node)) !== 1) continue;
      const entries = await this.redis.sMembers(this.#key('node', node));
      for (const entry of entries) {
        const [userId, socketId] = entry.split(' ') as [string, string];
        await this.redis.hDel(this.#key('conns', userId), socketId);
        users.add(userId);
      }
      await this.redis.del(this.#key('node', node));
    }
    return [...users];
  }

  /** Stops the heartbeat and drops it, so the others reap this process's sockets at once. */
  async close(): Promise<void> {
    clearInterval(this.#heartbeat);
    await this.redis.del(this.#key('alive', this.nodeId)).catch(() => undefined);
  }
}
