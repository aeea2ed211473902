import type { MarkKind, MistakeMark } from '@app/shared';
import type { TFunction } from 'i18next';

/** Each kind's colour on the page (text keeps its colour; the word gets a tinted underline). */
export const MARK_COLOURS: Record<MarkKind, string> = {
  tajweed: '#b26a00',
  memorisation: '#c62828',
  harakat: '#1565c0',
};

/** The accessible label of one mark: its kind and, when it has one, its rule or slip. */
export function markLabel(mark: Pick<MistakeMark, 'kind' | 'subRule'>, t: TFunction): string {
  const kind = t(`marks.kinds.${mark.kind}`);
  return mark.subRule
    ? t('marks.labelWithRule', { kind, rule: t(`marks.subRules.${mark.subRule}`) })
    : t('marks.label', { kind });
}
