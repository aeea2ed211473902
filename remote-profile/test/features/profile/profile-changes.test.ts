import {
  hasNoChanges,
  profileChanges,
} from '../../../src/features/profile/schemas/profile-changes';
import { mergeSavedUser } from '../../../src/features/profile/api/update-profile';
import { makeUser } from '../../../../shared/test/support/users';

const user = makeUser({ name: 'Aisha Rahman' });
const picture = new File(['x'], 'face.png', { type: 'image/png' });

describe('what a profile save sends', () => {
  it('sends nothing when the trimmed name is unchanged and no picture was chosen', () => {
    const changes = profileChanges({ name: '  Aisha Rahman ', avatar: null }, user);
    expect(changes).toEqual({});
    expect(hasNoChanges(changes)).toBe(true);
  });

  it('sends a changed name trimmed', () => {
    expect(profileChanges({ name: ' Aisha R. ', avatar: null }, user)).toEqual({
      name: 'Aisha R.',
    });
  });

  it('sends a chosen picture alone when the name did not change', () => {
    const changes = profileChanges({ name: 'Aisha Rahman', avatar: picture }, user);
    expect(changes).toEqual({ avatar: picture });
    expect(hasNoChanges(changes)).toBe(false);
  });
});

describe('merging the saved user', () => {
  it("takes the server's fields and keeps the stored id", () => {
    const saved = makeUser({ _id: 'other', name: 'New', avatar: '/uploads/avatars/a.webp' });
    const merged = mergeSavedUser(makeUser({ _id: 'mine', isBusy: true }), saved);
    expect(merged).toEqual({ ...saved, _id: 'mine' });
  });
});
