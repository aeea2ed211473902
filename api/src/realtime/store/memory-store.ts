import type { CreateCallResult, RealtimeStore, RingingCall } from './realtime-store';

/** The store of a single process: plain maps, no other process to agree with. */
export class MemoryStore implements RealtimeStore {
  readonly #connections = new Map<string, Set<string>>();
  readonly #online = new Map<string, Set<string>>();
  readonly #lastSeen = new Map<string, number>();
  readonly #calls = new Map<string, RingingCall>();
  readonly #ringing = new Map<string, string>();

  #onlineOf(role: string): Set<string> {
    let set = this.#online.get(role);
    if (!set) this.#online.set(role, (set = new Set()));
    return set;
  }

  async addConnection(userId: string, role: string, socketId: string): Promise<boolean> {
    let sockets = this.#connections.get(userId);
    if (!sockets) this.#connections.set(userId, (sockets = new Set()));
    sockets.add(socketId);
    const online = this.#onlineOf(role);
    if (online.has(userId)) return false;
    online.add(userId);
    return true;
  }

  async removeConnection(userId: string, socketId: string): Promise<number> {
    const sockets = this.#connections.get(userId);
    sockets?.delete(socketId);
    if (sockets?.size === 0) this.#connections.delete(userId);
    return sockets?.size ?? 0;
  }

  async connectionCount(userId: string): Promise<number> {
    return this.#connections.get(userId)?.size ?? 0;
  }

  async settleOffline(userId: string, role: string, now: number): Promise<boolean> {
    if (this.#connections.has(userId)) return false;
    if (!this.#onlineOf(role).delete(userId)) return false;
    this.#lastSeen.set(userId, now);
    return true;
  }

  async onlineIds(role: string): Promise<Set<string>> {
    return new Set(this.#onlineOf(role));
  }

  async onlineCount(role: string): Promise<number> {
    return this.#onlineOf(role).size;
  }

  async isOnline(userId: string, role: string): Promise<boolean> {
    return this.#onlineOf(role).has(userId);
  }

  async lastSeen(userIds: string[]): Promise<Map<string, number>> {
    const result = new Map<string, number>();
    for (const id of userIds) {
      const at = this.#lastSeen.get(id);
      if (at !== undefined) result.set(id, at);
    }
    return result;
  }

  async createCall(call: RingingCall): Promise<CreateCallResult> {
    if (this.#calls.has(call.callId)) return 'duplicate_id';
    if (this.#ringing.has(call.caller.userId)) return 'already_calling';
    if (this.#ringing.has(call.teacherId)) return 'teacher_ringing';
    this.#calls.set(call.callId, call);
    this.#ringing.set(call.caller.userId, call.callId);
    this.#ringing.set(call.teacherId, call.callId);
    return 'created';
  }

  async getCall(callId: string): Promise<RingingCall | null> {
    return this.#calls.get(callId) ?? null;
  }

  async takeCall(callId: string): Promise<RingingCall | null> {
    const call = this.#calls.get(callId);
    if (!call) return null;
    this.#calls.delete(callId);
    for (const userId of [call.caller.userId, call.teacherId]) {
      if (this.#ringing.get(userId) === callId) this.#ringing.delete(userId);
    }
    return call;
  }

  async dueCalls(now: number): Promise<string[]> {
    return [...this.#calls.values()].filter((call) => call.deadline <= now).map((c) => c.callId);
  }

  async callOf(userId: string): Promise<string | null> {
    return this.#ringing.get(userId) ?? null;
  }

  async acquireLease(): Promise<boolean> {
    return true;
  }

  async reapDeadNodes(): Promise<string[]> {
    return [];
  }

  async close(): Promise<void> {}
}
