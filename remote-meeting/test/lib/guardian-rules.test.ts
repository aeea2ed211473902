import type { ChildSafety, FamilyStanding } from '@app/shared';
import { callBlockOf, chatAllowedFor, sheikhListLimits } from '../../src/lib/family/guardian-rules';

const OPEN: ChildSafety = { sheikhGender: 'any', allowedTeachers: null, chatAllowed: true };

const standing = (overrides: Partial<FamilyStanding> = {}): FamilyStanding => ({
  minor: true,
  consentNeeded: false,
  consentEmail: null,
  guardians: [{ _id: 'g1', name: 'Huda' }],
  safety: OPEN,
  ...overrides,
});

describe('whether a student may call', () => {
  it('blocks a minor still waiting for consent, saying where the link went', () => {
    expect(
      callBlockOf('student', standing({ consentNeeded: true, consentEmail: 'mum@example.org' })),
    ).toEqual({ reason: 'consent', consentEmail: 'mum@example.org' });
  });

  it('lets a child with a guardian call, and anyone whose standing is not known yet', () => {
    expect(callBlockOf('student', standing())).toBeNull();
    expect(callBlockOf('student', undefined)).toBeNull();
  });

  it('has nothing to say about other roles, whatever a standing says', () => {
    expect(callBlockOf('teacher', standing({ consentNeeded: true }))).toBeNull();
    expect(callBlockOf(undefined, standing({ consentNeeded: true }))).toBeNull();
  });
});

describe('whether the user may write in a lesson chat', () => {
  it('follows the guardian for a student, and is open until the standing is known', () => {
    expect(chatAllowedFor('student', standing({ safety: { ...OPEN, chatAllowed: false } }))).toBe(
      false,
    );
    expect(chatAllowedFor('student', standing())).toBe(true);
    expect(chatAllowedFor('student', undefined)).toBe(true);
  });

  it('never closes the chat of a Sheikh', () => {
    expect(chatAllowedFor('teacher', standing({ safety: { ...OPEN, chatAllowed: false } }))).toBe(
      true,
    );
  });
});

describe('the limits the Sheikh list explains', () => {
  it('names a gender limit and a chosen list, each once', () => {
    expect(sheikhListLimits(OPEN)).toEqual([]);
    expect(sheikhListLimits({ ...OPEN, sheikhGender: 'female' })).toEqual(['female']);
    expect(
      sheikhListLimits({
        sheikhGender: 'male',
        allowedTeachers: [{ _id: 't1', name: 'Yusuf' }],
        chatAllowed: true,
      }),
    ).toEqual(['male', 'chosen']);
    expect(sheikhListLimits({ ...OPEN, allowedTeachers: [] })).toEqual(['chosen']);
    expect(sheikhListLimits(undefined)).toEqual([]);
  });
});
