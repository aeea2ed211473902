import { AVATAR_FORMATS, UPLOAD_MAX_BYTES_DEFAULT } from '@app/shared';

/** The server's default upload limit; the one size rule shown and enforced here (2 MB). */
export const AVATAR_MAX_BYTES = UPLOAD_MAX_BYTES_DEFAULT;
/** The same limit in whole megabytes, for the texts. */
export const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

/** The types the server takes, so the picker offers nothing it would refuse. */
const ACCEPTED_MIME_TYPES: readonly string[] = AVATAR_FORMATS.flatMap((format) => format.mimeTypes);
// Browsers leave the type empty for formats they do not know.
const ACCEPTED_EXTENSIONS: readonly string[] = AVATAR_FORMATS.flatMap(
  (format) => format.extensions,
);

/** The file input's `accept` list, so the picker offers the accepted types first. */
export const AVATAR_ACCEPT = [
  ...ACCEPTED_MIME_TYPES,
  ...ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

/** Why a chosen file cannot be an avatar; values are translation keys. */
export type AvatarFileProblem = 'avatar.invalidType' | 'avatar.tooLarge';

function hasAcceptedType(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type) return ACCEPTED_MIME_TYPES.includes(type);
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return file.name.includes('.') && ACCEPTED_EXTENSIONS.includes(extension);
}

/** The first rule a chosen file breaks, or null. The server checks the content again. */
export function avatarFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
): AvatarFileProblem | null {
  if (!hasAcceptedType(file)) return 'avatar.invalidType';
  if (file.size > AVATAR_MAX_BYTES) return 'avatar.tooLarge';
  return null;
}
