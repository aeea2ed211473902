import { genderContext } from '../../src/i18n/gender-context';

it('gives the female or male context from a profile that says, none from one that does not', () => {
  expect(genderContext({ gender: 'female' })).toBe('female');
  expect(genderContext({ gender: 'male' })).toBe('male');
  expect(genderContext({ gender: null })).toBeUndefined();
  expect(genderContext({})).toBeUndefined();
  expect(genderContext(null)).toBeUndefined();
  expect(genderContext(undefined)).toBeUndefined();
});
