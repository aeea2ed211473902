import { ROLES, type Role } from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
import type { UsersRepository } from '../users/users-repository';

/**
 * The users that lists are built from, cached in memory so a connect does not query the
 * database. Rows are refreshed one by one when an account event or a presence flag changes
 * (and, across processes, when another process says so).
 */
export class Directory {
  #users: Map<string, UserRow> | null = null;
  #loading: Promise<Map<string, UserRow>> | null = null;

  constructor(private readonly users: UsersRepository) {}

  async #all(): Promise<Map<string, UserRow>> {
    if (this.#users) return this.#users;
    this.#loading ??= this.users
      .listByRoles(ROLES)
      .then((rows) => (this.#users = new Map(rows.map((row) => [row.id, row]))))
      .finally(() => (this.#loading = null));
    return this.#loading;
  }

  /** A user by id; one missing from the cache is looked up (it may be new). */
  async get(userId: string): Promise<UserRow | null> {
    const cache = await this.#all();
    const cached = cache.get(userId);
    if (cached) return cached;
    const row = await this.users.findById(userId).catch(() => null);
    if (row) cache.set(row.id, row);
    return row;
  }

  /** Users of the roles, by name; inactive ones only when asked (admins see them). */
  async ofRoles(roles: readonly Role[], includeInactive: boolean): Promise<UserRow[]> {
    const rows = [...(await this.#all()).values()].filter(
      (row) => roles.includes(row.role) && (includeInactive || row.active),
    );
    return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  /** Stores a row just read or written (presence flags), without another query. */
  put(row: UserRow): void {
    this.#users?.set(row.id, row);
  }

  /** Re-reads one user; returns the row before and after (null when absent). */
  async refresh(userId: string): Promise<{ before: UserRow | null; after: UserRow | null }> {
    const cache = await this.#all();
    const before = cache.get(userId) ?? null;
    const after = await this.users.findById(userId);
    if (after) cache.set(userId, after);
    else cache.delete(userId);
    return { before, after };
  }

  /** Forgets everything (tests empty the tables under a running app). */
  clear(): void {
    this.#users = null;
  }
}
