import { groupDigits } from '../../../src/features/landing/stats/format-figure';

it('groups thousands as the English locale does, with western digits', () => {
  for (const value of [0, 7, 999, 1000, 12480, 1234567]) {
    expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
  }
});
