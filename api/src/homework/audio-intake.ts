import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HOMEWORK_AUDIO_MAX_BYTES, type HomeworkAudioType } from '@app/shared/protocol';
import { apiError } from '../lib/http-error';
import { MAGIC_LENGTH, startsAs } from './audio-format';

// A refusal mid-upload leaves the rest of the body unread: the connection closes after the
// answer, as Fastify's own body limit does, so the client is not kept sending megabytes.
const closing = { headers: { connection: 'close' } };
export const tooLarge = () => apiError('homework.audio_too_large', closing);
const unreadable = () => apiError('homework.audio_unreadable', closing);
const interrupted = () =>
  apiError('request.invalid', { message: 'The upload was interrupted before its end' });

/**
 * Streams an upload into a new file at `path` and answers its size. As the bytes arrive it
 * checks that they start as the declared format and stay within HOMEWORK_AUDIO_MAX_BYTES; a
 * body cut short (a dropped connection) fails too. Only when this resolves is the file whole:
 * the caller removes it on any failure. The request itself is never destroyed, so a refusal
 * can still be answered.
 */
export async function receiveAudio(
  source: Readable,
  type: HomeworkAudioType,
  path: string,
): Promise<number> {
  let received = 0;
  let head = Buffer.alloc(0);
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > HOMEWORK_AUDIO_MAX_BYTES) return done(tooLarge());
      if (head.length < MAGIC_LENGTH) {
        head = Buffer.concat([head, chunk.subarray(0, MAGIC_LENGTH)]);
        if (head.length >= MAGIC_LENGTH && !startsAs(type, head)) return done(unreadable());
      }
      done(null, chunk);
    },
    flush(done) {
      done(head.length < MAGIC_LENGTH ? unreadable() : null);
    },
  });
  const cutShort = () => {
    if (!source.readableEnded) check.destroy(interrupted());
  };
  source.once('close', cutShort);
  source.on('error', () => check.destroy(interrupted()));
  source.pipe(check);
  try {
    await pipeline(check, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    return received;
  } finally {
    source.off('close', cutShort);
    source.unpipe(check);
    // What was not read is let through to nowhere while the refusal is answered.
    if (!source.readableEnded) source.resume();
  }
}
