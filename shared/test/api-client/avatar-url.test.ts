import {
  avatarSrc,
  initialsAvatar,
  initialsOf,
  resolveAvatarUrl,
} from '../../src/api-client/avatar-url';
import { setApiUrl } from '../../src/config/runtime-config';

const decodeSvg = (url: string) =>
  decodeURIComponent(url.replace('data:image/svg+xml;charset=utf-8,', ''));

beforeEach(() => setApiUrl('https://api.example.org/'));

describe('resolveAvatarUrl', () => {
  it.each([
    ['/uploads/avatars/a.webp', 'https://api.example.org/uploads/avatars/a.webp'],
    ['uploads/a.png', 'https://api.example.org/uploads/a.png'],
  ])('prefixes the relative path %s with the API host', (avatar, expected) => {
    expect(resolveAvatarUrl(avatar)).toBe(expected);
  });

  it.each([
    'https://cdn.example.com/a.png',
    'http://localhost:3001/a.png',
    '//cdn.example.com/a.png',
    'data:image/png;base64,AAAA',
    'blob:http://localhost:3000/1234',
  ])('leaves %s untouched', (avatar) => {
    expect(resolveAvatarUrl(avatar)).toBe(avatar);
  });

  it.each([null, undefined, '', '   '])('gives null for a missing avatar (%j)', (avatar) => {
    expect(resolveAvatarUrl(avatar)).toBeNull();
  });
});

describe('initials avatar', () => {
  it.each([
    ['Aisha Rahman', 'AR'],
    ['  yusuf  ibn  ali ', 'YA'],
    ['Maryam', 'M'],
    ['عبد الله', 'عا'],
    ['', '?'],
    [null, '?'],
  ])('takes the initials of %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('is an SVG data URL showing the initials', () => {
    const url = initialsAvatar('Aisha Rahman');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeSvg(url)).toMatch(/<svg[^>]*>.*>AR<\/text><\/svg>$/);
  });

  it('escapes markup in names', () => {
    const svg = decodeSvg(initialsAvatar('<script> &x'));
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;&amp;');
  });

  it('gives one name the same colour every time and varies across names', () => {
    const fill = (name: string) =>
      /fill="(#[0-9a-f]{6})"/.exec(decodeSvg(initialsAvatar(name)))?.[1];
    expect(fill('Aisha')).toBe(fill('Aisha'));
    const colours = new Set(['Aisha', 'Yusuf', 'Maryam', 'Bilal', 'Khadija', 'Umar'].map(fill));
    expect(colours.size).toBeGreaterThan(1);
  });

  it('avatarSrc falls back to the initials image only when there is no avatar', () => {
    expect(avatarSrc('/a.png', 'Aisha')).toBe('https://api.example.org/a.png');
    expect(avatarSrc(null, 'Aisha')).toBe(initialsAvatar('Aisha'));
  });
});
