import sharp from 'sharp';
import { AVATAR_SIZE } from '@app/shared/protocol';
import { HttpError } from '../lib/http-error';
import { detectImageType } from './image-type';

/** Same text as the client's own check (SPEC section 5). */
export const INVALID_TYPE_MESSAGE = 'Invalid file type. Please select a JPEG, PNG, or WebP image';

// Decoding a huge canvas costs memory and time; 40 megapixels covers any phone photo.
const MAX_INPUT_PIXELS = 40_000_000;

const unsupported = (message: string) => new HttpError(415, message);

/**
 * Decodes an uploaded picture and re-encodes it as a square WebP without metadata, so what
 * other users download is always a plain image we produced: a pixel flood is refused by the
 * decoder, and a polyglot file or SVG script does not survive rasterisation.
 */
export async function toAvatarWebp(upload: Buffer): Promise<Buffer> {
  const type = detectImageType(upload);
  if (!type) throw unsupported(INVALID_TYPE_MESSAGE);
  // sharp's prebuilt libvips has no BMP or HEVC decoder (metadata() would still succeed).
  if (type === 'bmp' || type === 'heic') {
    throw unsupported(
      `${type === 'bmp' ? 'BMP' : 'HEIC/HEIF'} images cannot be processed yet. Please select a JPEG, PNG, or WebP image`,
    );
  }
  if (type === 'svg' && /<!(DOCTYPE|ENTITY)/i.test(upload.toString('utf8'))) {
    // Entities enable billion-laughs expansion; no avatar needs them.
    throw unsupported(INVALID_TYPE_MESSAGE);
  }
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupported(
      'The image could not be read. Please select another JPEG, PNG, or WebP image',
    );
  }
}
