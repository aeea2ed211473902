import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * The one thing the move needs from a database: run a statement, get rows back. PGlite and a
 * single node-postgres connection both fit, so the copy runs between any two of them (the tests
 * move PGlite into PGlite without a server).
 */
export interface SqlClient {
  query<Row extends object>(text: string, params?: unknown[]): Promise<Row[]>;
}

export function pgliteClient(pglite: PGlite): SqlClient {
  return {
    async query<Row extends object>(text: string, params?: unknown[]) {
      return (await pglite.query<Row>(text, params)).rows;
    },
  };
}

/** One connection, not a pool: the copy is one transaction, and a pool would spread it. */
export function postgresClient(client: pg.Client): SqlClient {
  return {
    async query<Row extends object>(text: string, params?: unknown[]) {
      return (await client.query<Row & pg.QueryResultRow>(text, params)).rows;
    },
  };
}

/** A double-quoted identifier, so any table or column name reaches the server unchanged. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
