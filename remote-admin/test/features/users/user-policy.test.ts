import { makeUser } from '../../../../shared/test/support/users';
import {
  deleteRefusal,
  editRefusal,
  manageableRoles,
  toggleRefusal,
} from '../../../src/features/users/lib/user-policy';

const superadmin = makeUser({ _id: 'super', role: 'superadmin' });
const otherSuper = makeUser({ _id: 'super-2', role: 'superadmin' });
const admin = makeUser({ _id: 'admin', role: 'admin' });
const teacher = makeUser({ _id: 'teacher', role: 'teacher' });

describe('who may do what to an account (docs/product.md#roles)', () => {
  it('gives superadmins every role and admins teachers, guardians and students', () => {
    expect(manageableRoles('superadmin')).toEqual([
      'superadmin',
      'admin',
      'teacher',
      'guardian',
      'student',
    ]);
    expect(manageableRoles('admin')).toEqual(['teacher', 'guardian', 'student']);
    expect(manageableRoles('guardian')).toEqual([]);
    expect(manageableRoles('teacher')).toEqual([]);
  });

  it('never lets anyone ban or delete itself', () => {
    expect(toggleRefusal(superadmin, superadmin)).toBe('cannotDeactivateSelf');
    expect(deleteRefusal(superadmin, superadmin)).toBe('cannotDeleteSelf');
    expect(editRefusal(superadmin, superadmin)).toBeNull();
  });

  it('never lets a superadmin be deleted, though it may be edited and banned', () => {
    expect(deleteRefusal(superadmin, otherSuper)).toBe('cannotDeleteSuperadmin');
    expect(editRefusal(superadmin, otherSuper)).toBeNull();
    expect(toggleRefusal(superadmin, otherSuper)).toBeNull();
  });

  it('keeps admins to teachers, guardians and students', () => {
    expect(editRefusal(admin, teacher)).toBeNull();
    const guardian = makeUser({ _id: 'guardian', role: 'guardian' });
    expect(editRefusal(admin, guardian)).toBeNull();
    expect(deleteRefusal(admin, guardian)).toBeNull();
    expect(deleteRefusal(admin, teacher)).toBeNull();
    expect(toggleRefusal(admin, teacher)).toBeNull();
    const otherAdmin = makeUser({ _id: 'admin-2', role: 'admin' });
    expect(editRefusal(admin, otherAdmin)).toBe('forbidden');
    expect(deleteRefusal(admin, otherAdmin)).toBe('forbidden');
    expect(toggleRefusal(admin, otherAdmin)).toBe('forbidden');
  });
});
