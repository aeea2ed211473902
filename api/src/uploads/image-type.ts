/** Image formats recognised from their first bytes. */
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'tiff' | 'svg' | 'bmp' | 'heic';

const ascii = (buffer: Buffer, start: number, end: number) =>
  buffer.subarray(start, end).toString('latin1');

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function isoMediaType(buffer: Buffer): ImageType | null {
  if (buffer.length < 12 || ascii(buffer, 4, 8) !== 'ftyp') return null;
  const boxSize = Math.min(buffer.readUInt32BE(0), buffer.length, 256);
  // The major brand, then the compatible brands, each 4 characters.
  const brands = [ascii(buffer, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4)
    brands.push(ascii(buffer, offset, offset + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heic';
  return null;
}

function looksLikeSvg(buffer: Buffer): boolean {
  const head = buffer
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // Skip an XML declaration, comments and a doctype before the root element.
  const rest = head.replace(/^(\s|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, '');
  return /^<svg[\s>]/i.test(rest);
}

/** The image type from magic bytes, never from the name or the declared content type. */
export function detectImageType(buffer: Buffer): ImageType | null {
  if (buffer.length < 4) return null;
  if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (ascii(buffer, 0, 6) === 'GIF87a' || ascii(buffer, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') return 'webp';
  if (ascii(buffer, 0, 4) === 'II*\0' || ascii(buffer, 0, 4) === 'MM\0*') return 'tiff';
  if (ascii(buffer, 0, 2) === 'BM') return 'bmp';
  return isoMediaType(buffer) ?? (looksLikeSvg(buffer) ? 'svg' : null);
}
