import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A file for Playwright's setInputFiles. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small, real PNG picture. */
export async function smallPng(name = 'avatar.png'): Promise<UploadFile> {
  const buffer = await sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: 15, g: 107, b: 79 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A real PNG over the 2 MB limit: noise does not compress. */
export async function largePng(name = 'large.png'): Promise<UploadFile> {
  const side = 1024;
  const buffer = await sharp(randomBytes(side * side * 3), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (buffer.length <= 2 * 1024 * 1024) throw new Error('the test picture is not over 2 MB');
  return { name, mimeType: 'image/png', buffer };
}

/** A file of a type the picker refuses. */
export function textFile(name = 'notes.txt'): UploadFile {
  return { name, mimeType: 'text/plain', buffer: Buffer.from('not a picture') };
}

/** Text dressed as a PNG: the browser trusts the name, the server reads the bytes. */
export function disguisedText(name = 'disguised.png'): UploadFile {
  return { name, mimeType: 'image/png', buffer: Buffer.from('not a picture either') };
}
