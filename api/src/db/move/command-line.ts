import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DataDirLockedError } from '../pglite-lock';
import { MoveError } from './move-error';

/** Thrown for a command line that cannot be run; the command prints its usage with it. */
class UsageError extends Error {}

/**
 * A path as the operator typed it: npm runs workspace scripts from api/, but a relative path
 * means the folder they typed the command in (npm passes it as INIT_CWD).
 */
export function fromOperatorCwd(input: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), input);
}

/** The DATA_DIR `npm start` uses: $DATA_DIR, else data/ at the repository root. */
export function defaultDataDir(): string {
  if (process.env.DATA_DIR) return fromOperatorCwd(process.env.DATA_DIR);
  return fileURLToPath(new URL('../../../../data', import.meta.url));
}

/** The string options of a command line; a missing required one is a usage error. */
export function readOptions<Name extends string>(
  args: string[],
  names: { required: readonly Name[]; optional?: readonly Name[] },
): Record<Name, string | undefined> {
  const all = [...names.required, ...(names.optional ?? [])];
  const options = Object.fromEntries(all.map((name) => [name, { type: 'string' }]));
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ args, options, strict: true } as ParseArgsConfig));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  for (const name of names.required) {
    if (typeof values[name] !== 'string' || values[name] === '') {
      throw new UsageError(`--${name} is required`);
    }
  }
  return values as Record<Name, string | undefined>;
}

/**
 * Runs a command's body: errors the operator can act on are printed as one message (exit 1),
 * a bad command line with the usage (exit 2), anything unexpected with its stack (exit 1).
 */
export async function runCommand(usage: string, body: () => Promise<number>): Promise<never> {
  try {
    process.exit(await body());
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\nusage: ${usage}`);
      process.exit(2);
    }
    if (error instanceof DataDirLockedError) {
      console.error(`Error: ${error.message}\nStop the API first, then run this again.`);
    } else if (error instanceof MoveError) {
      console.error(`Error: ${error.message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}
