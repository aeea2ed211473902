import type { TFunction } from '../i18n/translate';
import type { MistakeMark } from '../protocol/classroom';

/** One mark in words, wherever it is shown: its kind and, when it has one, its rule or slip. */
export function markLabel(mark: Pick<MistakeMark, 'kind' | 'subRule'>, t: TFunction): string {
  const kind = t(`common:marks.kinds.${mark.kind}`);
  return mark.subRule
    ? t('common:marks.labelWithRule', { kind, rule: t(`common:marks.subRules.${mark.subRule}`) })
    : t('common:marks.label', { kind });
}
