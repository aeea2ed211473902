import { makeUser } from '../../../../shared/test/support/users';
import { canLinkAnother, guardianChoices } from '../../../src/features/users/lib/guardian-choices';
import { abuAmina, guardianLink, ummAmina } from '../../support/family';

describe('the guardian accounts an admin may link to a student', () => {
  const teacher = makeUser({ _id: 'teacher-1', role: 'teacher' });
  const student = makeUser({ _id: 'student-2', role: 'student' });

  it('are the guardian accounts of the list, not the other roles', () => {
    expect(guardianChoices([teacher, ummAmina, student, abuAmina], [])).toEqual([
      ummAmina,
      abuAmina,
    ]);
  });

  it('leave out a guardian linked already', () => {
    expect(guardianChoices([ummAmina, abuAmina], [guardianLink(ummAmina)])).toEqual([abuAmina]);
  });

  it('stop at two guardians', () => {
    expect(canLinkAnother([])).toBe(true);
    expect(canLinkAnother([guardianLink(ummAmina)])).toBe(true);
    expect(canLinkAnother([guardianLink(ummAmina), guardianLink(abuAmina)])).toBe(false);
  });
});
