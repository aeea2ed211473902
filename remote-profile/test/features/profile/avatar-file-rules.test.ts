import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_MB,
  avatarFileProblem,
} from '../../../src/features/profile/schemas/avatar-file-rules';

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe('avatar file rules', () => {
  it("follow the server's default limit of 2 MB", () => {
    expect(AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(AVATAR_MAX_MB).toBe(2);
  });

  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'IMAGE/PNG'])(
    'accept the type the server takes: %s',
    (type) => {
      expect(avatarFileProblem(file('picture', type))).toBeNull();
    },
  );

  it.each([
    'text/plain',
    'application/pdf',
    'image/x-icon',
    'video/mp4',
    'image/svg+xml',
    'image/bmp',
    'image/heic',
    'image/gif',
  ])('refuse %s', (type) => {
    expect(avatarFileProblem(file('picture.png', type))).toBe('avatar.invalidType');
  });

  it('offer the picker only what is accepted', () => {
    expect(AVATAR_ACCEPT.split(',')).toEqual([
      'image/jpeg',
      'image/jpg',
      'image/png',
      'image/webp',
      '.jpg',
      '.jpeg',
      '.png',
      '.webp',
    ]);
  });

  it('judge a file the browser gave no type by its extension', () => {
    expect(avatarFileProblem(file('IMG_0001.JPG', ''))).toBeNull();
    expect(avatarFileProblem(file('IMG_0001.HEIC', ''))).toBe('avatar.invalidType');
    expect(avatarFileProblem(file('notes.txt', ''))).toBe('avatar.invalidType');
    expect(avatarFileProblem(file('png', ''))).toBe('avatar.invalidType');
  });

  it('accept exactly 2 MB and refuse one byte more', () => {
    expect(avatarFileProblem(file('a.png', 'image/png', AVATAR_MAX_BYTES))).toBeNull();
    expect(avatarFileProblem(file('a.png', 'image/png', AVATAR_MAX_BYTES + 1))).toBe(
      'avatar.tooLarge',
    );
  });

  it('name the wrong type first when a file breaks both rules', () => {
    expect(avatarFileProblem(file('a.pdf', 'application/pdf', AVATAR_MAX_BYTES * 2))).toBe(
      'avatar.invalidType',
    );
  });
});
