import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { HomeworkAudioType } from '@app/shared/protocol';
import { EXTENSIONS } from './audio-format';

// Names we give files: a recording is `<submission id>.<webm|ogg>`, an upload in progress
// `<submission id>.<random>.part`. Anything else in the folder is not ours.
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RECORDING = /^([0-9a-f-]{36})\.(webm|ogg)$/;
const PART = /^[0-9a-f-]{36}\.[0-9a-f]{16}\.part$/;

/** A file the sweep found old enough to judge. */
export type OldFile =
  { kind: 'part'; name: string } | { kind: 'recording'; name: string; id: string };

/**
 * Recordings on local disk under DATA_DIR/homework, private to the API (the folder is 0700, the
 * files 0600). An upload is written to a `.part` file of its own and renamed to its final name
 * only when whole, so a half upload never shows as a recording.
 */
export class AudioFiles {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  /** Where the recording of a submission is kept. */
  pathOf(submissionId: string, type: HomeworkAudioType): string {
    return path.join(this.dir, `${checked(submissionId)}.${EXTENSIONS[type]}`);
  }

  /** A fresh file name for one upload attempt (a retry never writes into another's file). */
  partPathOf(submissionId: string): string {
    return path.join(this.dir, `${checked(submissionId)}.${randomBytes(8).toString('hex')}.part`);
  }

  /** Gives a whole upload its final name (replacing any file an earlier attempt left). */
  place(part: string, submissionId: string, type: HomeworkAudioType): Promise<void> {
    return rename(part, this.pathOf(submissionId, type));
  }

  async remove(submissionId: string, type: HomeworkAudioType): Promise<void> {
    await rm(this.pathOf(submissionId, type), { force: true });
  }

  /** Removes an upload attempt's file, if it is still there. */
  async removePart(part: string): Promise<void> {
    await rm(part, { force: true });
  }

  /** Removes a file of the folder by its name (one `olderThan` answered). */
  async removeNamed(name: string): Promise<void> {
    if (RECORDING.test(name) || PART.test(name))
      await rm(path.join(this.dir, name), { force: true });
  }

  /** Our files last written before `before`: uploads left half-done, and recordings. */
  async olderThan(before: Date): Promise<OldFile[]> {
    const names = await readdir(this.dir);
    const old: OldFile[] = [];
    for (const name of names) {
      const recording = RECORDING.exec(name);
      if (!recording && !PART.test(name)) continue;
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (!info?.isFile() || info.mtime.getTime() >= before.getTime()) continue;
      old.push(recording ? { kind: 'recording', name, id: recording[1]! } : { kind: 'part', name });
    }
    return old;
  }
}

/** A submission id as a file name: only ever a UUID, so a name can never leave the folder. */
function checked(submissionId: string): string {
  if (!ID.test(submissionId)) throw new Error(`Not a submission id: ${submissionId}`);
  return submissionId;
}
