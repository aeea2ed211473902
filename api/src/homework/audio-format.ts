import { HOMEWORK_AUDIO_TYPES, type HomeworkAudioType } from '@app/shared/protocol';

/** The recording format a Content-Type names (`audio/webm;codecs=opus` is WebM), or null. */
export function audioTypeOf(header: string | undefined): HomeworkAudioType | null {
  const essence = header?.split(';')[0]?.trim().toLowerCase();
  return HOMEWORK_AUDIO_TYPES.find((type) => type === essence) ?? null;
}

// The first bytes of each container: an EBML header (WebM is Matroska's EBML) and an Ogg page's
// capture pattern. Opus inside is not decoded: the file is only stored and played back.
const MAGIC: Record<HomeworkAudioType, Buffer> = {
  'audio/webm': Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  'audio/ogg': Buffer.from('OggS', 'latin1'),
};

/** How many first bytes tell the format. */
export const MAGIC_LENGTH = 4;

/** Whether a file that starts with `head` is of the format its content type says. */
export const startsAs = (type: HomeworkAudioType, head: Buffer): boolean =>
  head.subarray(0, MAGIC_LENGTH).equals(MAGIC[type]);

/** A stored recording's file extension. */
export const EXTENSIONS: Record<HomeworkAudioType, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
};
