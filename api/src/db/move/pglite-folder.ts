import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { MoveError } from './move-error';

/** The folder the API keeps its embedded database in, inside DATA_DIR (see app.ts). */
export const PGLITE_SUBFOLDER = 'pglite';

/** PostgreSQL writes this file into every data directory it creates. */
const isDatabaseFolder = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Where the embedded database is, given either the API's DATA_DIR or the database folder itself
 * (people pass either): the folder holding PG_VERSION, else DATA_DIR/pglite.
 */
export function pgliteFolderOf(dir: string): string {
  return isDatabaseFolder(dir) ? dir : path.join(dir, PGLITE_SUBFOLDER);
}

/** Like pgliteFolderOf, and refuses (clearly) a folder that holds no embedded database. */
export function existingPgliteFolder(dir: string): string {
  if (!existsSync(dir)) throw new MoveError(`${dir} does not exist.`);
  if (!statSync(dir).isDirectory()) throw new MoveError(`${dir} is not a folder.`);
  const folder = pgliteFolderOf(dir);
  if (!isDatabaseFolder(folder)) {
    throw new MoveError(
      `${dir} holds no embedded database: expected the API's DATA_DIR (with a ` +
        `${PGLITE_SUBFOLDER}/ folder inside) or that ${PGLITE_SUBFOLDER} folder itself.`,
    );
  }
  return folder;
}
