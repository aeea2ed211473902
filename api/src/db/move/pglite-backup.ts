import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../connection';
import { lockDataDir } from '../pglite-lock';
import { listTables } from './catalog';
import { appliedMigrations } from './migration-state';
import { MoveError } from './move-error';
import { existingPgliteFolder, pgliteFolderOf } from './pglite-folder';
import { countRows, type RowCounts } from './row-counts';
import { pgliteClient } from './sql-client';

export interface BackupSummary {
  file: string;
  bytes: number;
  migrations: number;
  counts: RowCounts;
}

/** What a database holds, for the operator to compare a backup and its restore by. */
async function summarise(pglite: PGlite) {
  const client = pgliteClient(pglite);
  const tables = (await listTables(client)).map((table) => table.name);
  return {
    migrations: (await appliedMigrations(client)).length,
    counts: await countRows(client, tables),
  };
}

/**
 * Writes the embedded database to `file` as PGlite's own gzipped tarball (dumpDataDir), after a
 * CHECKPOINT so it needs no log replay to open. Opening the folder takes its lock, so this
 * refuses while an API runs on it. The file appears only once complete (written beside it,
 * then renamed), and an existing file is never overwritten.
 */
export async function backupPglite(dataDir: string, file: string): Promise<BackupSummary> {
  const folder = existingPgliteFolder(dataDir);
  if (existsSync(file)) throw new MoveError(`${file} already exists: choose a new file name.`);
  if (!existsSync(path.dirname(file))) {
    throw new MoveError(`The folder ${path.dirname(file)} does not exist.`);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: folder });
  const partial = `${file}.partial`;
  try {
    const pglite = database.pglite!;
    const summary = await summarise(pglite);
    await pglite.query('CHECKPOINT');
    const dump = await pglite.dumpDataDir('gzip');
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, ...summary };
  } finally {
    rmSync(partial, { force: true });
    await database.close();
  }
}

export interface RestoreSummary extends BackupSummary {
  folder: string;
  /** Where the database that was there before now is (kept for going back), if there was one. */
  previous?: string;
}

/**
 * Restores a backup into DATA_DIR's database folder. The backup is first unpacked into a
 * folder beside it and opened (a file that does not open changes nothing); only then is the
 * current folder renamed aside and the restored one put in its place. The live folder's lock is
 * held throughout, so an API cannot start on it halfway.
 */
export async function restorePglite(file: string, dataDir: string): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new MoveError(`${file} does not exist.`);
  const folder = pgliteFolderOf(dataDir);
  const release = lockDataDir(folder);
  const staging = `${folder}.restoring`;
  try {
    rmSync(staging, { recursive: true, force: true });
    let summary: Awaited<ReturnType<typeof summarise>>;
    try {
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: staging,
        loadDataDir: new Blob([readFileSync(file)]),
      });
      try {
        summary = await summarise(database.pglite!);
      } finally {
        await database.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new MoveError(`${file} is not a readable backup: ${(error as Error).message}`, {
        cause: error,
      });
    }
    let previous: string | undefined;
    if (existsSync(folder)) {
      previous = `${folder}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
      renameSync(folder, previous);
    }
    renameSync(staging, folder);
    return { file, folder, previous, bytes: statSync(file).size, ...summary };
  } finally {
    release();
  }
}
