import pg from 'pg';
import { MoveError } from './move-error';

/** The URL without its password, for messages. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(unreadable URL)';
  }
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'nothing listens there (is PostgreSQL running, on that host and port?)',
  ENOTFOUND: 'the host name does not resolve',
  ETIMEDOUT: 'the server did not answer in time (firewall, wrong host?)',
  '3D000': 'that database does not exist: create it first (createdb, or CREATE DATABASE)',
  '28P01': 'the password was refused',
  '28000': 'the server refused this user (pg_hba.conf, or the user does not exist)',
};

/** Connects one client to the target, or explains in one sentence why it cannot. */
export async function connectPostgres(url: string): Promise<pg.Client> {
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new MoveError(`--to must be a postgres:// URL, not ${JSON.stringify(url)}.`);
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A connection the server drops later would otherwise crash the process with no message.
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    const code = (error as { code?: string }).code ?? '';
    const reason = REASONS[code] ?? (error as Error).message;
    throw new MoveError(`Cannot reach PostgreSQL at ${describeUrl(url)}: ${reason}.`, {
      cause: error,
    });
  }
}
