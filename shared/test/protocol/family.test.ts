import {
  genderAllowed,
  isMinor,
  needsConsent,
  USERNAME_PATTERN,
  youngestAge,
} from '../../src/protocol/family';

const today = new Date('2026-11-29T12:00:00Z');

describe('who is a minor', () => {
  it('takes the youngest age a birth year allows', () => {
    expect(youngestAge(2010, today)).toBe(15);
    // Born in 2010: 15 or 16 this year, so still a minor under 16.
    expect(isMinor(2010, 16, today)).toBe(true);
    expect(isMinor(2009, 16, today)).toBe(false);
    expect(isMinor(2013, 13, today)).toBe(true);
  });

  it('counts an account without a birth year as an adult', () => {
    expect(isMinor(null, 16, today)).toBe(false);
    expect(needsConsent(null, 0, 16, today)).toBe(false);
  });

  it('needs consent only while a minor has no guardian', () => {
    expect(needsConsent(2015, 0, 16, today)).toBe(true);
    expect(needsConsent(2015, 1, 16, today)).toBe(false);
    expect(needsConsent(1990, 0, 16, today)).toBe(false);
  });
});

describe("a guardian's gender choice", () => {
  it('lets any Sheikh through on "any", and only the gender named otherwise', () => {
    expect(genderAllowed('any', null)).toBe(true);
    expect(genderAllowed('female', 'female')).toBe(true);
    expect(genderAllowed('female', 'male')).toBe(false);
    // A Sheikh who did not say is of neither gender.
    expect(genderAllowed('female', null)).toBe(false);
    expect(genderAllowed('male', null)).toBe(false);
  });
});

describe('a child username', () => {
  it.each(['yusuf', 'yusuf.k', 'a_b-c', 'm2014'])('accepts %s', (name) => {
    expect(USERNAME_PATTERN.test(name)).toBe(true);
  });
  it.each(['ab', '2yusuf', 'Yusuf', 'yusuf@x', '0501234567', 'y'.repeat(33), 'يوسف'])(
    'refuses %s',
    (name) => {
      expect(USERNAME_PATTERN.test(name)).toBe(false);
    },
  );
});
