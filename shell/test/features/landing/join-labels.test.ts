import { formatList } from '../../../../shared/src/i18n/format';
import { joinLabels } from '../../../src/features/landing/teachers/join-labels';

// The landing page keeps its hand-written list (no Intl.ListFormat on its first paint), so it
// must write exactly what the shared formatter writes everywhere else, in both languages.
it.each(['en', 'ar'])('joins labels as the shared formatter does in %s', (language) => {
  const labels = ['التجويد', 'Hifz', 'القراءات', 'Arabic', 'تعليم الأطفال'];
  for (let count = 0; count <= labels.length; count += 1) {
    const some = labels.slice(0, count);
    expect(joinLabels(some, language)).toBe(formatList(some, language));
  }
});
