import { quoteIdent, type SqlClient } from './sql-client';

/** The application's tables live in `public`; drizzle keeps its bookkeeping in `drizzle`. */
export const APP_SCHEMA = 'public';

export interface TableInfo {
  name: string;
  /** Columns a row can be written to: generated columns are computed by the target itself. */
  columns: string[];
}

export interface ForeignKey {
  /** The referencing table. */
  child: string;
  /** The referenced table. */
  parent: string;
  /** Deferrable keys are checked at commit, so they do not constrain the copy order. */
  deferrable: boolean;
}

/** Every ordinary (or partitioned) table of the application schema, with its writable columns. */
export async function listTables(client: SqlClient): Promise<TableInfo[]> {
  const rows = await client.query<{ table_name: string; columns: string[] | null }>(
    `SELECT c.relname AS table_name,
            array_agg(a.attname::text ORDER BY a.attnum)
              FILTER (WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY c.relname
      ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  return rows.map((row) => ({ name: row.table_name, columns: row.columns ?? [] }));
}

/** The foreign keys between tables of the application schema, read from pg_constraint. */
export async function listForeignKeys(client: SqlClient): Promise<ForeignKey[]> {
  return client.query<ForeignKey>(
    `SELECT child.relname AS child, parent.relname AS parent, con.condeferrable AS deferrable
       FROM pg_constraint con
       JOIN pg_class child ON child.oid = con.conrelid
       JOIN pg_class parent ON parent.oid = con.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE con.contype = 'f' AND n.nspname = $1
      ORDER BY child.relname, parent.relname`,
    [APP_SCHEMA],
  );
}

/** The sequences of the application schema (serial and identity columns own one each). */
export async function listSequences(client: SqlClient): Promise<string[]> {
  const rows = await client.query<{ name: string }>(
    `SELECT c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S'
      ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  return rows.map((row) => row.name);
}

/** `"public"."name"`: the schema is spelled out so a search_path cannot redirect the copy. */
export function qualified(name: string): string {
  return `${quoteIdent(APP_SCHEMA)}.${quoteIdent(name)}`;
}
