import { ageThisYear } from '../../../src/features/family/lib/child-age';

it('gives the age a child turns this year, whether or not the birthday has passed', () => {
  expect(ageThisYear(2015, new Date('2026-01-01T00:00:00Z'))).toBe(11);
  expect(ageThisYear(2015, new Date('2026-12-31T23:00:00Z'))).toBe(11);
  expect(ageThisYear(null, new Date('2026-06-01T00:00:00Z'))).toBeNull();
});
