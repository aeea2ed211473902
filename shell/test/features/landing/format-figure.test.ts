import { formatNumber } from '../../../../shared/src/i18n/format';
import { groupDigits } from '../../../src/features/landing/stats/format-figure';

// The landing page keeps its hand-written formatter (no Intl on its first paint), so it must
// write exactly what the shared formatters write everywhere else, in both languages.
it.each(['en', 'ar'])('groups thousands as the shared formatter does in %s', (language) => {
  for (const value of [0, 7, 999, 1000, 12480, 1234567]) {
    expect(groupDigits(value)).toBe(formatNumber(value, language));
  }
});

it.each(['en', 'ar'])(
  'writes a rating with one decimal as the shared formatter does in %s',
  (language) => {
    for (const value of [1, 3.5, 4.25, 4.96]) {
      expect(value.toFixed(1)).toBe(formatNumber(value, language, 1));
    }
  },
);
