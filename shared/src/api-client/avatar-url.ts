import { getApiUrl } from '../config/runtime-config';

// Left as given: already absolute (another host, a CDN), inline, or a local object URL.
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** An avatar path as a loadable URL: relative paths are served by the API host. */
export function resolveAvatarUrl(avatar: string | null | undefined): string | null {
  const value = avatar?.trim();
  if (!value) return null;
  if (ABSOLUTE_URL.test(value)) return value;
  return `${getApiUrl()}/${value.replace(/^\/+/, '')}`;
}

/** Up to two initials: the first letters of the first and last words ('?' for no name). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? (Array.from(word)[0] ?? '') : ''));
  return letters.join('').toLocaleUpperCase();
}

const PALETTE = ['#0f6b4f', '#b8862b', '#2b6cb0', '#8a3ffc', '#c05621', '#2f855a', '#9b2c2c'];

/** The same name always gets the same colour, so a person is recognisable across lists. */
function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#0f6b4f';
}

function escapeXml(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
  };
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** A generated image with the name's initials, for a missing avatar or one that failed to load. */
export function initialsAvatar(name: string | null | undefined): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="48" fill="${colourFor(name ?? '')}"/>` +
    '<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#ffffff" ' +
    `font-family="system-ui, Arial, sans-serif" font-size="40">${escapeXml(initialsOf(name))}</text>` +
    '</svg>';
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The URL to show for a user: the resolved avatar, else the initials image. */
export function avatarSrc(
  avatar: string | null | undefined,
  name: string | null | undefined,
): string {
  return resolveAvatarUrl(avatar) ?? initialsAvatar(name);
}
