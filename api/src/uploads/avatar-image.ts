import sharp from 'sharp';
import { AVATAR_FORMATS, AVATAR_SIZE } from '@app/shared/protocol';
import { apiError } from '../lib/http-error';
import { detectImageType } from './image-type';

/** Same text as the client's own check, naming the formats AVATAR_FORMATS lists. */
export const INVALID_TYPE_MESSAGE = 'Invalid file type. Please select a JPEG, PNG, or WebP image';

const ACCEPTED: ReadonlySet<string> = new Set(AVATAR_FORMATS.map((format) => format.type));

// A legitimate avatar decodes in milliseconds; a crafted one may not.
const PROCESSING_TIMEOUT_S = 5;

// Decoding a huge canvas costs memory and time; 40 megapixels covers any phone photo.
const MAX_INPUT_PIXELS = 40_000_000;

const unsupported = (message: string) => apiError('uploads.unsupported_image', { message });

// One libvips thread per image: the upload queue then bounds the cores decoding takes, and the
// rest stay free for logins (argon2) and everything else.
sharp.concurrency(1);

/**
 * Decodes an uploaded picture and re-encodes it as a square WebP without metadata, so what
 * other users download is always a plain image we produced: a pixel flood is refused by the
 * decoder (and a slow one by the timeout), and a polyglot file does not survive re-encoding.
 */
export async function toAvatarWebp(upload: Buffer): Promise<Buffer> {
  const type = detectImageType(upload);
  if (!type || !ACCEPTED.has(type)) throw unsupported(INVALID_TYPE_MESSAGE);
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .timeout({ seconds: PROCESSING_TIMEOUT_S })
      .toBuffer();
  } catch {
    throw unsupported(
      'The image could not be read. Please select another JPEG, PNG, or WebP image',
    );
  }
}
