import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uuidv7 } from '../lib/uuidv7';

/** Public URL prefix of stored avatars. */
export const AVATAR_URL_PREFIX = '/uploads/avatars/';
/** Names we generate; anything else is not ours to serve or delete. */
export const AVATAR_FILE_NAME = /^[0-9a-f-]{36}\.webp$/;

/** Avatars on local disk under DATA_DIR/uploads/avatars (an object store can replace it). */
export class AvatarStore {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** Saves a processed WebP under a server-generated name; returns its public path. */
  async save(webp: Buffer): Promise<string> {
    const name = `${uuidv7()}.webp`;
    await writeFile(path.join(this.dir, name), webp);
    return AVATAR_URL_PREFIX + name;
  }

  /** Deletes a previously saved avatar; ignores paths we did not create. */
  async remove(url: string | null): Promise<void> {
    const name = url?.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : '';
    if (AVATAR_FILE_NAME.test(name)) await rm(path.join(this.dir, name), { force: true });
  }

  /** The file path of an avatar name, or null when the name is not one we generate. */
  pathOf(name: string): string | null {
    return AVATAR_FILE_NAME.test(name) ? path.join(this.dir, name) : null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    avatarStore: AvatarStore;
  }
}
