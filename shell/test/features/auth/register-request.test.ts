import { CONDUCT_VERSION } from '@app/shared';
import {
  birthYearChoices,
  minorAgeMaking,
  needsGuardian,
} from '../../../src/features/auth/schemas/minor-rule';
import { registerRequestOf } from '../../../src/features/auth/schemas/register-request';
import { registerInitialValues } from '../../../src/features/auth/schemas/register-schema';

const rule = { minorAge: 16, today: new Date('2026-06-15T12:00:00Z') };

const filled = {
  ...registerInitialValues(),
  name: ' Amina ',
  contact: ' amina@example.org ',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('who needs a guardian', () => {
  it('is a student whose birth year may make them younger than the minor age', () => {
    expect(needsGuardian({ role: 'student', birthYear: '2010' }, rule)).toBe(true);
    expect(needsGuardian({ role: 'student', birthYear: '2009' }, rule)).toBe(false);
    expect(needsGuardian({ role: 'student', birthYear: '2009' }, { ...rule, minorAge: 17 })).toBe(
      true,
    );
  });

  it('is never a Sheikh, a guardian, or a student without a valid year', () => {
    expect(needsGuardian({ role: 'teacher', birthYear: '2015' }, rule)).toBe(false);
    expect(needsGuardian({ role: 'guardian', birthYear: '2015' }, rule)).toBe(false);
    expect(needsGuardian({ role: 'student', birthYear: '' }, rule)).toBe(false);
    expect(needsGuardian({ role: 'student', birthYear: '2030' }, rule)).toBe(false);
  });

  it('raises the minor age just enough to make a refused year a minor', () => {
    const age = minorAgeMaking(2008, rule.today);
    expect(needsGuardian({ role: 'student', birthYear: '2008' }, { ...rule, minorAge: age })).toBe(
      true,
    );
    expect(needsGuardian({ role: 'student', birthYear: '2007' }, { ...rule, minorAge: age })).toBe(
      false,
    );
  });
});

it('offers the birth years from this year back to 1900', () => {
  const years = birthYearChoices(rule.today);
  expect(years[0]).toBe(2026);
  expect(years.at(-1)).toBe(1900);
  expect(years).toHaveLength(127);
});

describe('the register body', () => {
  it("carries an adult student's birth year and no guardian", () => {
    expect(
      registerRequestOf({ ...filled, birthYear: '1990', guardianEmail: 'x@y.org' }, rule),
    ).toEqual({
      name: 'Amina',
      contact: 'amina@example.org',
      password: 'secret1',
      confirmPassword: 'secret1',
      role: 'student',
      birthYear: 1990,
    });
  });

  it("carries a minor's birth year and guardian's email", () => {
    const body = registerRequestOf(
      { ...filled, birthYear: '2012', guardianEmail: ' mother@example.org ' },
      rule,
    );
    expect(body).toMatchObject({ birthYear: 2012, guardianEmail: 'mother@example.org' });
  });

  it('leaves out what another role filled before the role changed', () => {
    const body = registerRequestOf(
      { ...filled, role: 'teacher', birthYear: '2012', guardianEmail: 'mother@example.org' },
      rule,
    );
    expect(body).toEqual({
      name: 'Amina',
      contact: 'amina@example.org',
      password: 'secret1',
      confirmPassword: 'secret1',
      role: 'teacher',
      acceptedConduct: CONDUCT_VERSION,
    });
    expect(
      registerRequestOf({ ...filled, role: 'guardian', birthYear: '2012' }, rule),
    ).not.toHaveProperty('birthYear');
  });
});
